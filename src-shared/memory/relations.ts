import type { EntityType, FactKind } from '../domain/memory';

/**
 * The relation vocabulary, as data. Documented for people in RELATIONS.md (keep the two in step).
 *
 * - `state` relations describe something that holds over an interval. With `cardinality: 'one'`
 *   a subject has one current value (a newer value closes the older one: lives_in, works_at);
 *   with `'many'` values coexist and each ends only when said to (owns, likes).
 * - `cumulative` relations are events that pile up (visited, bought, met): they never archive
 *   each other.
 */
export type RelationClass = 'state' | 'cumulative';
export type Cardinality = 'one' | 'many';
export type ObjectType = EntityType | 'literal';

export interface RelationSpec {
  name: string;
  class: RelationClass;
  cardinality: Cardinality;
  /** Fact kind of an affirmative, non-future claim (future claims are always 'plan'). */
  factKind: FactKind;
  objectType: ObjectType;
  /** Verb phrase used when the fact text is rendered from parts (third person, present / past). */
  phrase: { present: string; past: string };
  description: string;
}

/**
 * A trigger pattern, in a small pattern language compiled by the analyser:
 * `{S}` the subject (`{POSS}` a possessive: my, her, Anna's; `{POSS?}` a possessive or none at the start
 * of a verbless note, "Last day at Acme today"; a sentence may also start at the verb,
 * "Started at Acme today", meaning the speaker); `<live|reside>` a verb group (every inflection, with auxiliaries and
 * adverbs in front, whose tense is read from the match); `{PLACE}` `{ORG}` `{PERSON}` `{THING}`
 * `{TITLE}` (an occupation from the list) `{ROLE}` (any short noun phrase, where the words around say it
 * is a job: "work as", "promoted to") the object phrase; everything else literal words (case-insensitive).
 * `effect: 'start'` asserts the value (a state begins or holds; an event happens);
 * `'end'` says the state ended ("last day at", "moved out of", "no longer").
 * `object` fixes a literal object when the pattern has no object slot ("got married" -> married).
 */
export interface RelationPattern {
  relation: string;
  pattern: string;
  effect: 'start' | 'end';
  object?: string;
  confidence: number;
  /** An ending that closes a state of that object if one is known, and tells none otherwise ("done with Delft"). */
  closesOnly?: boolean;
  /** Read only when the words after the object go on to work or study ("... to join Nordlys Studio"). */
  onlyToWorkOrStudy?: boolean;
}

export const RELATIONS: readonly RelationSpec[] = [
  { name: 'lives_in', class: 'state', cardinality: 'one', factKind: 'state', objectType: 'place', phrase: { present: 'lives in', past: 'lived in' }, description: 'Where the subject lives.' },
  { name: 'works_at', class: 'state', cardinality: 'one', factKind: 'state', objectType: 'organisation', phrase: { present: 'works at', past: 'worked at' }, description: 'Employer.' },
  { name: 'job_title', class: 'state', cardinality: 'one', factKind: 'state', objectType: 'literal', phrase: { present: 'works as', past: 'worked as' }, description: 'Occupation or role.' },
  { name: 'relationship_status', class: 'state', cardinality: 'one', factKind: 'state', objectType: 'literal', phrase: { present: 'is', past: 'was' }, description: 'single / dating / engaged / married / divorced / widowed.' },
  { name: 'partner', class: 'state', cardinality: 'one', factKind: 'state', objectType: 'person', phrase: { present: 'is with', past: 'was with' }, description: 'Current partner (dating, engaged or married to).' },
  { name: 'studies_at', class: 'state', cardinality: 'one', factKind: 'state', objectType: 'organisation', phrase: { present: 'studies at', past: 'studied at' }, description: 'School or university attended as a student.' },
  { name: 'owns', class: 'state', cardinality: 'many', factKind: 'state', objectType: 'thing', phrase: { present: 'owns', past: 'owned' }, description: 'Possessions and pets; each ends only when sold, given away or lost.' },
  { name: 'likes', class: 'state', cardinality: 'many', factKind: 'preference', objectType: 'literal', phrase: { present: 'likes', past: 'liked' }, description: 'Preferences; "no longer likes" ends one.' },
  { name: 'dislikes', class: 'state', cardinality: 'many', factKind: 'preference', objectType: 'literal', phrase: { present: 'dislikes', past: 'disliked' }, description: 'Dislikes.' },
  { name: 'visited', class: 'cumulative', cardinality: 'many', factKind: 'event', objectType: 'place', phrase: { present: 'visits', past: 'visited' }, description: 'Trips and visits to places.' },
  { name: 'attended', class: 'cumulative', cardinality: 'many', factKind: 'event', objectType: 'literal', phrase: { present: 'attends', past: 'attended' }, description: 'Events, classes, meetings, groups, concerts.' },
  { name: 'bought', class: 'cumulative', cardinality: 'many', factKind: 'event', objectType: 'thing', phrase: { present: 'buys', past: 'bought' }, description: 'Purchases.' },
  { name: 'met', class: 'cumulative', cardinality: 'many', factKind: 'event', objectType: 'person', phrase: { present: 'meets', past: 'met' }, description: 'People met.' },
  { name: 'read', class: 'cumulative', cardinality: 'many', factKind: 'event', objectType: 'literal', phrase: { present: 'reads', past: 'read' }, description: 'Books and articles read.' },
  { name: 'watched', class: 'cumulative', cardinality: 'many', factKind: 'event', objectType: 'literal', phrase: { present: 'watches', past: 'watched' }, description: 'Films, shows, games watched.' },
  { name: 'started', class: 'cumulative', cardinality: 'many', factKind: 'event', objectType: 'literal', phrase: { present: 'starts', past: 'started' }, description: 'Activities or projects begun (not a job: that is works_at).' },
  { name: 'finished', class: 'cumulative', cardinality: 'many', factKind: 'event', objectType: 'literal', phrase: { present: 'finishes', past: 'finished' }, description: 'Activities or projects completed.' },
  { name: 'adopted', class: 'cumulative', cardinality: 'many', factKind: 'event', objectType: 'thing', phrase: { present: 'adopts', past: 'adopted' }, description: 'Adoptions (pets, children).' },
  { name: 'did', class: 'cumulative', cardinality: 'many', factKind: 'event', objectType: 'literal', phrase: { present: 'does', past: 'did' }, description: 'Any other event a sentence reports; the object is the predicate as said.' },
  { name: 'does', class: 'cumulative', cardinality: 'many', factKind: 'state', objectType: 'literal', phrase: { present: 'does', past: 'did' }, description: 'Habits and ongoing activities said in the present tense; the object is the predicate.' },
  { name: 'plans', class: 'cumulative', cardinality: 'many', factKind: 'plan', objectType: 'literal', phrase: { present: 'plans to', past: 'planned to' }, description: 'Intentions and appointments; the object is the plan as said.' },
  { name: 'is', class: 'cumulative', cardinality: 'many', factKind: 'state', objectType: 'literal', phrase: { present: 'is', past: 'was' }, description: 'Other self-descriptions that do not close each other.' },
];

const PLACE = '{PLACE}';
const ORG = '{ORG}';
/** An organisation named as a school ("Northfield Uni", "Leeds College of Art"): one studies there, not works. */
const SCHOOL_NAME = '[^,.;:!?]*\\b(?:Uni|University|College|School|Academy|Institute|Polytechnic)\\b';
const SCHOOL = `(?=${SCHOOL_NAME})`;
const NOT_SCHOOL = `(?!${SCHOOL_NAME})`;

/** Trigger patterns, tried in order; the first match of a relation in a clause wins. */
export const RELATION_PATTERNS: readonly RelationPattern[] = [
  // lives_in
  { relation: 'lives_in', effect: 'end', pattern: `{S} <move|relocate> (?:away |out )?(?:from|out of) ${PLACE}`, confidence: 0.8 },
  { relation: 'lives_in', effect: 'start', pattern: `{S} <move|relocate> (?:back |down |up |over |away |out )?(?:home )?to ${PLACE}`, confidence: 0.9 },
  { relation: 'lives_in', effect: 'start', pattern: `{S} <move|relocate> from [^,.;!?]+? to ${PLACE}`, confidence: 0.85 },
  // "Off to Copenhagen next month to join Nordlys Studio": a move, when it is to take up work or study there (else a trip)
  { relation: 'lives_in', effect: 'start', pattern: `{POSS?} off to ${PLACE}`, confidence: 0.7, onlyToWorkOrStudy: true },
  { relation: 'lives_in', effect: 'start', pattern: `{S} <be> off to ${PLACE}`, confidence: 0.7, onlyToWorkOrStudy: true },
  // "Flying to Toronto tomorrow for the new job at Shopwise": a move when it is to take up work or study there
  { relation: 'lives_in', effect: 'start', pattern: `{S} <fly|head> (?:out |over )?to ${PLACE}`, confidence: 0.7, onlyToWorkOrStudy: true },
  { relation: 'lives_in', effect: 'start', pattern: `{S} <settle> into (?:a |an |the |my |our |his |her |their )?(?:[\\w-]+ ){0,2}(?:flat|apartment|house|home|place|condo|studio|room) in ${PLACE}`, confidence: 0.8 },
  { relation: 'lives_in', effect: 'start', pattern: `{S} <move> into (?:a |an |the |my |our |his |her |their )?(?:[\\w-]+ ){0,2}(?:flat|apartment|house|home|place|condo|studio|room) in ${PLACE}`, confidence: 0.85 },
  { relation: 'lives_in', effect: 'start', pattern: `{S} <live|reside|settle|stay> (?:down )?in ${PLACE}`, confidence: 0.85 },
  // "Got the keys to a flat in Leeds": a home of one's own begins
  { relation: 'lives_in', effect: 'start', pattern: `{S} <get|pick up|collect> the keys (?:to|for) (?:a |an |the |my |our )?(?:[\\w-]+ ){0,2}(?:flat|apartment|house|home|place|terrace|condo|studio|cottage|bungalow) in ${PLACE}`, confidence: 0.8 },
  { relation: 'lives_in', effect: 'start', pattern: `{S} <grow up|be raised> in ${PLACE}`, confidence: 0.7 },
  { relation: 'lives_in', effect: 'start', pattern: `{S} <call> ${PLACE} home`, confidence: 0.8 },
  { relation: 'lives_in', effect: 'start', pattern: `{S} <be> (?:now |currently |still )?(?:based|living) in ${PLACE}`, confidence: 0.8 },
  // "He's been in Hamburg since June": being somewhere since a time is living there
  { relation: 'lives_in', effect: 'start', pattern: `{S} <be> in ${PLACE}(?= (?:ever )?since\\b)`, confidence: 0.7 },
  // "I'm still stuck in Bremen with my thesis": where one lives, not a delay on a trip ("stuck in London for the night")
  { relation: 'lives_in', effect: 'start', pattern: `{S} <be> still stuck in (?![^,.;:!?]*\\b(?:for|overnight|because|until|till)\\b)${PLACE}`, confidence: 0.6 },
  { relation: 'lives_in', effect: 'start', pattern: `{S} <have> (?:a |an )?(?:new )?(?:home|house|place|apartment|flat) in ${PLACE}`, confidence: 0.6 },
  // works_at
  { relation: 'works_at', effect: 'end', pattern: `{S} <have> (?:my |his |her |their )?last day (?:at|with) ${ORG}`, confidence: 0.9 },
  { relation: 'works_at', effect: 'end', pattern: `{POSS?} last day (?:at|with) ${ORG}`, confidence: 0.9 },
  { relation: 'works_at', effect: 'end', pattern: `{S} <quit|leave|resign|retire> (?:from )?(?:my |his |her |their |the )?(?:job |position |role )?(?:at |with |from )?${ORG}`, confidence: 0.8 },
  { relation: 'works_at', effect: 'end', pattern: `{S} <be|get> (?:laid off|fired|let go) (?:from|by) ${ORG}`, confidence: 0.85 },
  { relation: 'works_at', effect: 'end', pattern: `{S} <stop|finish> working (?:at|for) ${ORG}`, confidence: 0.85 },
  // "I'm not at Acme anymore", "I'm no longer at Globex" ("not with X anymore" is as often a person left)
  { relation: 'works_at', effect: 'end', pattern: `{S} <be> no longer at ${ORG}`, confidence: 0.8 },
  { relation: 'works_at', effect: 'end', pattern: `{S} <be> (?:officially |finally |now )?(?:done|finished) (?:with|at) ${ORG}`, confidence: 0.7, closesOnly: true },
  { relation: 'works_at', effect: 'end', pattern: `{S} <be> not at ${ORG} (?:anymore|any more)`, confidence: 0.8 },
  { relation: 'works_at', effect: 'start', pattern: `{POSS?} first (?:day|week|month|shift) (?:at|with) ${NOT_SCHOOL}${ORG}`, confidence: 0.85 },
  { relation: 'works_at', effect: 'start', pattern: `{POSS} (?:new |first )(?:job|position|role) (?:at|with) ${ORG}`, confidence: 0.75 },
  { relation: 'works_at', effect: 'start', pattern: `{POSS} (?:new )?(?:job|position|role|internship) (?:at|with) ${ORG} <start|begin>`, confidence: 0.85 },
  { relation: 'works_at', effect: 'start', pattern: `{S} <switch|change> (?:jobs|companies|employers) to ${ORG}`, confidence: 0.6 },
  { relation: 'works_at', effect: 'end', pattern: `{S} <hand in|give|put in> (?:my |his |her |their )?(?:notice|resignation) (?:at|to) ${ORG}`, confidence: 0.75 },
  { relation: 'works_at', effect: 'start', pattern: `{S} <start|begin> (?:a |my |his |her |the )?(?:new |first )?(?:job|position|role|work|working|internship)(?: [^,.;!?]*?)? (?:at|with|for) ${ORG}`, confidence: 0.9 },
  { relation: 'job_title', effect: 'start', pattern: `{S} <start|begin|join>(?: [^,.;!?]*?)? as (?:a |an )?{ROLE}`, confidence: 0.75 },
  { relation: 'works_at', effect: 'start', pattern: `{S} <start|begin> as (?:a |an )?[\\w -]+? (?:at|with|for) ${ORG}`, confidence: 0.8 },
  { relation: 'works_at', effect: 'start', pattern: `{S} <join|start at> ${ORG}`, confidence: 0.7 },
  { relation: 'works_at', effect: 'start', pattern: `{S} <get|land|accept|take> (?:a |an |the |my |his |her |their )?(?:new |first )?(?:job|position|role|offer|internship) (?:at|with|from) ${ORG}`, confidence: 0.85 },
  { relation: 'works_at', effect: 'start', pattern: `{S} <be|get> (?:hired|employed) (?:at|by) ${ORG}`, confidence: 0.85 },
  { relation: 'works_at', effect: 'start', pattern: `{S} <work> (?:at|for) ${ORG}`, confidence: 0.85 },
  // "I've been at Deutsche Bank for three years": being somewhere for a stated time is a tenure
  { relation: 'works_at', effect: 'start', pattern: `{S} <be|be employed> (?:at|with|by) ${ORG}(?= (?:for|since|as of) )`, confidence: 0.7 },
  // job_title
  { relation: 'job_title', effect: 'start', pattern: `{S} <work> as (?:a |an )?{ROLE}`, confidence: 0.85 },
  { relation: 'job_title', effect: 'start', pattern: `{S} <get|land|take|accept|find|start> (?:a |an |my |his |her |their |the )?(?:new |first )?(?:job|position|role) as (?:a |an )?{ROLE}`, confidence: 0.8 },
  { relation: 'works_at', effect: 'start', pattern: `{S} <work> as (?:a |an )?[\\w -]+? (?:at|for) ${ORG}`, confidence: 0.8 },
  { relation: 'job_title', effect: 'start', pattern: `{S} <be promoted to|get promoted to|promote to> (?:a |an |the )?{ROLE}`, confidence: 0.8 },
  { relation: 'job_title', effect: 'start', pattern: `{S} <become> (?:a |an |the )?{TITLE}`, confidence: 0.8 },
  { relation: 'job_title', effect: 'start', pattern: `{S} <be> (?:now |currently |still |officially |finally )?(?:a |an )(?:professional |full-time |part-time )?{TITLE}`, confidence: 0.7 },
  // relationship_status and partner
  { relation: 'relationship_status', effect: 'start', object: 'married', pattern: `{S} <get|be> married`, confidence: 0.85 },
  { relation: 'relationship_status', effect: 'start', object: 'married', pattern: `{S} <marry> (?!(?:me|you|him|her|them|us|it|into)\\b)\\w`, confidence: 0.8 },
  { relation: 'relationship_status', effect: 'start', object: 'engaged', pattern: `{S} <get|be> engaged`, confidence: 0.85 },
  { relation: 'relationship_status', effect: 'start', object: 'divorced', pattern: `{S} <get|be> divorced`, confidence: 0.85 },
  { relation: 'relationship_status', effect: 'start', object: 'single', pattern: `{S} <be> single`, confidence: 0.8 },
  { relation: 'relationship_status', effect: 'start', object: 'single', pattern: `{S} <break|split> up`, confidence: 0.8 },
  // "We've been together for three years", "we're dating now": a couple, not company at the lake ("were together at")
  { relation: 'relationship_status', effect: 'start', object: 'dating', pattern: `{S} <be|be back|get back> together(?= (?:for|since|now|again|officially)\\b|\\s*(?:[,.;!?]|$))`, confidence: 0.7 },
  { relation: 'relationship_status', effect: 'start', object: 'dating', pattern: `{S} <be dating>(?= (?:for|since|now|again|officially)\\b|\\s*(?:[,.;!?]|$))`, confidence: 0.75 },
  { relation: 'relationship_status', effect: 'start', object: 'dating', pattern: `{S} <start dating|begin dating|start going out>(?= (?:in|on|at|last|this|that|a|an|about|around|when|after|before|since|for|again|officially|now)\\b|\\s*(?:[,.;!?]|$))`, confidence: 0.75 },
  { relation: 'relationship_status', effect: 'start', object: 'separated', pattern: `{S} <separate|get separated|be separated>`, confidence: 0.75 },
  { relation: 'relationship_status', effect: 'start', object: 'widowed', pattern: `{S} <be> widowed`, confidence: 0.8 },
  { relation: 'partner', effect: 'end', pattern: `{S} <break|split> up with {PERSON}`, confidence: 0.8 },
  { relation: 'partner', effect: 'start', pattern: `{S} <marry|date|start dating|get engaged to|get married to> (?:to )?{PERSON}`, confidence: 0.8 },
  // studies_at
  { relation: 'studies_at', effect: 'end', pattern: `{S} <graduate> from ${ORG}`, confidence: 0.85 },
  // "Graduated today!": the studies under way end, wherever they were
  { relation: 'studies_at', effect: 'end', pattern: `{S} <graduate>(?! (?:from|school|student|students|program|programme|degree|course)\\b)`, confidence: 0.75 },
  { relation: 'studies_at', effect: 'start', pattern: `{POSS?} first (?:day|week|semester|term|lecture) (?:at|of) ${SCHOOL}${ORG}`, confidence: 0.85 },
  { relation: 'studies_at', effect: 'end', pattern: `{S} <drop> out of ${ORG}`, confidence: 0.85 },
  // "I'm officially done with Delft!": the end of studying there, if that is what was going on (or of a job, below)
  { relation: 'studies_at', effect: 'end', pattern: `{S} <be> (?:officially |finally |now )?(?:done|finished) (?:with|at) ${ORG}`, confidence: 0.7, closesOnly: true },
  { relation: 'studies_at', effect: 'start', pattern: `{S} <study|enroll|enrol|be enrolled> (?:at|in) ${ORG}`, confidence: 0.8 },
  { relation: 'studies_at', effect: 'start', pattern: `{S} <be> (?:a )?(?:student|freshman|sophomore) at ${ORG}`, confidence: 0.8 },
  { relation: 'studies_at', effect: 'start', pattern: `{S} <start|begin> (?:my |his |her |their |a )?(?:college|university|school|grad school|degree|phd|masters|master's|course|studies|studying) at ${ORG}`, confidence: 0.85 },
  // owns
  { relation: 'owns', effect: 'end', pattern: `{S} <sell|give away|lose> (?:my |his |her |their |the |our )?{THING}`, confidence: 0.7 },
  { relation: 'owns', effect: 'start', pattern: `{S} <own|have got|get> (?:a |an )(?:new )?(?!(?:job|position|role|offer)\\b){THING}`, confidence: 0.6 },
  // preferences
  { relation: 'likes', effect: 'end', pattern: `{S} no longer <like|love|enjoy> {THING}`, confidence: 0.8 },
  { relation: 'likes', effect: 'start', pattern: `{S} <like|love|enjoy|adore|be into|be passionate about|be a fan of> {THING}`, confidence: 0.7 },
  { relation: 'dislikes', effect: 'start', pattern: `{S} <hate|dislike|detest> {THING}`, confidence: 0.7 },
  // appointments ("my dentist appointment is on Friday"): a plan, or an event once its date has passed
  { relation: 'plans', effect: 'start', pattern: `{POSS} {EVENT} <be> (?:on|at|in|next|this|tomorrow|tonight|today)`, confidence: 0.7 },
  // cumulative events
  { relation: 'visited', effect: 'start', pattern: `{S} <visit|travel to|fly to|drive to|go back to|go to|be in|take a trip to|go on a trip to> ${PLACE}`, confidence: 0.75 },
  { relation: 'visited', effect: 'start', pattern: `{S} <be> to ${PLACE}`, confidence: 0.7 },
  { relation: 'visited', effect: 'start', pattern: `{S} <get back|come back|return|be back> from (?:a |an |my |our )?(?:(?:week|weekend|trip|holiday|vacation|month|few days|couple of days)(?: long)? (?:in|to) )?${PLACE}`, confidence: 0.75 },
  { relation: 'attended', effect: 'start', pattern: `{S} <attend|go to|join|participate in|take part in|sign up for|be at> (?:a |an |the |my |our |this |that )?{EVENT}`, confidence: 0.75 },
  { relation: 'bought', effect: 'start', pattern: `{S} <buy|purchase|pick up> (?:a |an |the |some |my |me a |myself a )?{THING}`, confidence: 0.75 },
  { relation: 'met', effect: 'start', pattern: `{S} <meet|run into|bump into|catch up with> {PERSON}`, confidence: 0.7 },
  { relation: 'read', effect: 'start', pattern: `{S} <read|finish reading> (?:a |an |the )?(?:book |novel |article )?(?:called |titled )?{TITLE_WORK}`, confidence: 0.7 },
  { relation: 'watched', effect: 'start', pattern: `{S} <watch> (?:a |an |the )?(?:movie |film |show |series |documentary )?(?:called |titled )?{TITLE_WORK}`, confidence: 0.6 },
  { relation: 'watched', effect: 'start', pattern: `{S} <see|go see> (?:a |an |the )(?:movie|film|show|play|musical|documentary|concert|game)(?: called| titled)? {TITLE_WORK}`, confidence: 0.6 },
  { relation: 'adopted', effect: 'start', pattern: `{S} <adopt> (?:a |an |the |two |three )?{THING}`, confidence: 0.8 },
  { relation: 'finished', effect: 'start', pattern: `{S} <finish|complete> (?:a |an |the |my |his |her )?{THING}`, confidence: 0.65 },
  { relation: 'started', effect: 'start', pattern: `{S} <start|begin|take up> (?:a |an |the |my |his |her )?(?:new )?{THING}`, confidence: 0.6 },
];

const BY_NAME = new Map(RELATIONS.map((r) => [r.name, r]));

/** The spec of a relation; unknown names (e.g. from an external extractor) behave as cumulative literals. */
export function relationSpec(name: string): RelationSpec {
  return (
    BY_NAME.get(name) ?? {
      name,
      class: 'cumulative',
      cardinality: 'many',
      factKind: 'event',
      objectType: 'literal',
      phrase: { present: name.replace(/_/g, ' '), past: name.replace(/_/g, ' ') },
      description: 'Unknown relation (treated as cumulative).',
    }
  );
}

/** True when a newer value of this relation closes the older one for the same subject. */
export function isExclusiveState(name: string): boolean {
  const spec = relationSpec(name);
  return spec.class === 'state' && spec.cardinality === 'one';
}
