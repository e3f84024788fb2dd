/**
 * Nouns naming a deed -> the verb, so "sent off my application" meets "apply", "the musical's last performance" meets
 * "perform" and "my retirement party" meets "retire" (suffix folding cannot). Only nouns whose everyday reading is the
 * deed itself; ones more often meaning something else ("present", "appointment", "station") are left out.
 */
const PAIRS =
  'application apply,performance perform,graduation graduate,celebration celebrate,registration register,' +
  'enrollment enroll,enrolment enrol,decision decide,donation donate,invitation invite,reservation reserve,' +
  'preparation prepare,relocation relocate,retirement retire,arrival arrive,departure depart,proposal propose,' +
  'marriage marry,completion complete,renovation renovate,installation install,discovery discover,recovery recover,' +
  'delivery deliver,achievement achieve,announcement announce,employment employ,publication publish,acceptance accept,' +
  'admission admit,submission submit,exhibition exhibit,promotion promote,creation create,treatment treat,' +
  'diagnosis diagnose,resignation resign,qualification qualify,certification certify,construction construct,' +
  'introduction introduce,failure fail,death die,sale sell,growth grow,engagement engage,competition compete,' +
  'defense defend,defence defend,rehearsal rehearse,approval approve,renewal renew,removal remove,payment pay,' +
  'investment invest,inspection inspect,vaccination vaccinate,negotiation negotiate,expansion expand,loss lose,' +
  'flight fly,withdrawal withdraw,nomination nominate,election elect,selection select,collaboration collaborate,' +
  'cancellation cancel,confirmation confirm,acquisition acquire,attendance attend,enlistment enlist,' +
  'conversion convert,burial bury,survival survive';

export const NOMINAL_FORMS: ReadonlyMap<string, string> = new Map(PAIRS.split(',').map((p) => p.split(' ') as [string, string]));
