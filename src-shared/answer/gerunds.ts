/**
 * The base form of an English gerund ("adopting" -> "adopt", "moving" -> "move", "winning" -> "win"),
 * by spelling rules, so an event named in a question ("between Ann adopting Rex and ...") can be asked
 * about as "When did Ann adopt Rex?". Null when the word is not a gerund. A heuristic, not a lexicon:
 * it is only used to phrase sub-questions, whose retrieval folds word endings anyway.
 */

/** Gerunds the spelling rules get wrong. */
const IRREGULAR: Readonly<Record<string, string>> = {
  being: 'be', having: 'have', lying: 'lie', dying: 'die', tying: 'tie', using: 'use', adding: 'add', guiding: 'guide',
  developing: 'develop', focusing: 'focus', mentioning: 'mention', questioning: 'question', happening: 'happen',
  opening: 'open', listening: 'listen', gardening: 'garden', beginning: 'begin', travelling: 'travel', controlling: 'control',
  phoning: 'phone', cloning: 'clone', zoning: 'zone', breathing: 'breathe', bathing: 'bathe', kayaking: 'kayak',
  blossoming: 'blossom', escaping: 'escape', creating: 'create',
};

/** Words ending in -ing that are not verbs. */
const NOT_GERUNDS = new Set([
  'thing', 'nothing', 'something', 'anything', 'everything', 'morning', 'evening', 'during', 'spring', 'string',
  'king', 'ring', 'sibling', 'ceiling', 'pudding', 'wedding', 'darling', 'sterling', 'shilling', 'viking', 'boeing', 'beijing', 'ping',
]);

/** Doubled final consonants that were doubled for the ending ("winn" -> "win"); "ll", "ss", "ff", "zz" stay. */
const UNDOUBLE = /([bdgkmnprt])\1$/;

/** Stems that lost a silent "e" ("mov" -> "move"), by their last letters. */
const SILENT_E = [
  /[cv]$|[aeiou]z$/, // danc, mov, amaz: no English verb ends in a bare c or v, or a vowel and z
  /(dg|rg)$/, // judg, charg
  /[aeiou]g$/, // engag, manag
  /(chang|rang|lleng|veng|plung|loung)$/, // change, arrange, challenge, avenge, plunge, lounge (bring, sing, hang keep no e)
  /[^s]s$/, // caus, clos, rais, sens (pass, miss keep their "ss")
  /[^aeiou][aeiou][bdkm]$/, // describ, decid, mak, com
  /[^aeiou][aiu]r$/, // shar, cur, retir (answer, remember keep no e)
  /^[^aeiou]{1,3}or$|(plor|gnor|stor|dor)$/, // stor, scor, explor, ignor (mentor, tutor, monitor keep no e)
  /[^aeiou][iu]l$/, // smil, rul, schedul
  /[^aeiou]in$/, // combin, defin, imagin (join, train keep no e)
  /[^aeiou]at$/, // dat, creat, celebrat (eat, chat keep no e)
  /(plet|mpet|elet)$/, // complet, compet, delet
  /(wr|v|c|n)it$/, // writ, invit, excit, unit (visit, edit, limit keep no e)
  /[^o]ot$/, // vot, promot
  /[^o]ut$/, // comput, contribut (shout keeps no e)
  /^[^aeiou]{0,3}[aeiouy]p$/, // hop, shap, typ, scrap (develop keeps no e)
];

export function gerundBase(word: string): string | null {
  const w = word.toLowerCase();
  if (!/^[a-z]+ing$/.test(w) || w.length < 5 || NOT_GERUNDS.has(w)) return null;
  const irregular = IRREGULAR[w];
  if (irregular) return irregular;
  const stem = w.slice(0, -3);
  if (!/[aeiouy]/.test(stem)) return null; // "bring" would leave "br"
  if (/[aeiouy]$/.test(stem)) return stem; // playing, skiing, agreeing, canoeing
  if (UNDOUBLE.test(stem)) return stem.slice(0, -1);
  if (/ell$/.test(stem) && stem.length >= 6) return stem.slice(0, -1); // British travelling, cancelling
  return SILENT_E.some((re) => re.test(stem)) ? `${stem}e` : stem;
}
