import type { Candidate } from './rule';

/**
 * Matches the grammar accepts but that are not time expressions in context: ages ("a 6-year-old",
 * "37 years old"), "as soon as" / "soon after" (conjunctions), "a year" after a price, which is a rate,
 * and someone's first or last day somewhere ("my last day at Acme" is a job's last day, not yesterday).
 */
const WEEKDAY_NAMING = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:night|morning|afternoon|evening))?$/i;
/** Words before a weekday that make it part of a name for many ("those", "our", "weekly"). */
const HABIT_OWNER = /\b(?:those|these|all|our|my|your|his|her|their|weekly|usual|regular)\s+$/i;
/** After a weekday, a plural noun it names a kind of ("trainings", "drinks"), not a verb ending in s ("Friday marks"). */
const HABIT_NOUN =
  /^\s+(?:(?:night|morning|afternoon|evening)\s+)?(?!(?:does|goes|was|has|seems|feels|looks|sounds|works|gets|means|marks|brings|turns|starts|ends|begins|comes|makes|suits|counts|matters)\b)[a-z]{2,}[^s\W]s\b/;

/** Who or what an award names ("volunteer", "player", "album") before "of the year". */
const AWARD_HEAD =
  /\b(?:volunteer|player|employee|teacher|coach|rookie|person|man|woman|athlete|artist|musician|band|album|song|record|book|novel|film|movie|game|car|photo|picture|dog|nurse|student|worker|manager|leader|writer|designer|chef|breeder|performer|newcomer|comeback|discovery|breakthrough|sportsperson|entrepreneur|citizen)s?\s+of\s+$/i;

interface FalsePositive {
  why: string;
  applies(c: Candidate, own: string): boolean;
  before?: RegExp;
  after?: RegExp;
}

const FALSE_POSITIVES: FalsePositive[] = [
  { why: 'age', applies: (c) => c.timex3Type === 'DURATION', after: /^[\s-]+old\b/i },
  { why: 'age', applies: (_c, own) => /[\s-]old$/i.test(own) },
  { why: 'conjunction', applies: (_c, own) => /^soon$/i.test(own), before: /\bas\s+$/i },
  { why: 'conjunction', applies: (_c, own) => /^soon$/i.test(own), after: /^\s+(?:after|afterwards?|thereafter)\b/i },
  { why: 'tenure day', applies: (_c, own) => /^(first|last)\s+(day|week)$/i.test(own), before: /\b(my|his|their|our|your|\w+'s)\s+$/i },
  { why: 'tenure day', applies: (_c, own) => /^(?:(?:first|last)\s+day|first\s+(?:week|month))$/i.test(own), after: /^\s+(?:at|with)\s/i },
  { why: 'tenure day', applies: (_c, own) => /^(?:first|last)\s+day$/i.test(own), after: /^\s+(?:is|will be)\s/i },
  // "volunteer of the year award", "player of the month": a title, not the year
  { why: 'title', applies: (_c, own) => /^the\s+(?:year|month|week|season|decade|century)$/i.test(own), before: AWARD_HEAD },
  // "after all those Tuesday night trainings", "our Friday drinks": a weekday naming a kind of recurring thing
  { why: 'habit', applies: (_c, own) => WEEKDAY_NAMING.test(own), before: HABIT_OWNER, after: HABIT_NOUN },
  // "Sunday morning races in the summer, a boat park": the same opening a sentence or a list item
  { why: 'habit', applies: (_c, own) => WEEKDAY_NAMING.test(own), before: /(?:^|[.!?;:]\s+)$/, after: HABIT_NOUN },
  // "There's a Saturday farmers market downtown": one of a kind held on that weekday ("attended a Sunday night memorial
  // service" is one on a Sunday)
  { why: 'habit', applies: (_c, own) => WEEKDAY_NAMING.test(own), before: /\bthere(?:['’]s| is| was)\s+an?\s+$/i, after: /^\s+(?:(?:night|morning|afternoon|evening)\s+)?(?!(?:in|on|at|of|off|out|with|and|or|but|when|while|that|which|to|for|before|after|last|next|this)\b)[a-z]{3,}\b/ },
];

export function dropFalsePositives(text: string, candidates: Candidate[]): Candidate[] {
  return candidates.filter((c) => {
    const own = text.slice(c.start, c.end);
    return !FALSE_POSITIVES.some(
      (fp) =>
        fp.applies(c, own) &&
        (!fp.before || fp.before.test(text.slice(Math.max(0, c.start - 20), c.start))) &&
        (!fp.after || fp.after.test(text.slice(c.end, c.end + 20))),
    );
  });
}
