import type { TimeExpression, WallMs } from '../../../src-shared/domain/time';
import { capitalised, isNearReference } from '../../../src-shared/answer/calendar';
import type { LocatedTime, Tense } from './clause-time';
import { conjugate } from './verb-forms';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SEASONS: Record<string, string> = { SP: 'spring', SU: 'summer', FA: 'autumn', AU: 'autumn', WI: 'winter' };
const MODS: Record<string, string> = { START: 'early ', END: 'late ', MID: 'mid-', APPROX: 'around ' };
const OWN_PREPOSITIONS = new Set(['on', 'in', 'at', 'during']);

/** "7 May 2023" */
export function formatDay(ms: WallMs): string {
  const d = new Date(ms);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** An absolute phrase for a resolved time expression, with its preposition ("on 7 May 2023", "in May 2023"). */
export function renderTime(expr: TimeExpression): { preposition: string; phrase: string } | null {
  const iv = expr.interval;
  if (!iv || !expr.granularity) return null;
  const d = new Date(iv.start);
  const year = d.getUTCFullYear();
  const mod = (expr.mod && MODS[expr.mod]) ?? '';
  if (isNearReference(expr)) {
    return { preposition: 'in', phrase: `the few ${expr.granularity}s ${expr.value === 'PAST_REF' ? 'before' : 'after'} ${formatDay(expr.reference)}` };
  }
  switch (expr.granularity) {
    case 'minute':
      return { preposition: 'on', phrase: `${formatDay(iv.start)} at ${d.toISOString().slice(11, 16)}` };
    case 'hour':
    case 'day':
      return { preposition: 'on', phrase: formatDay(iv.start) };
    case 'week':
      if (expr.value.endsWith('-WE')) return { preposition: 'on', phrase: `the weekend of ${formatDay(iv.start)}` };
      return { preposition: 'in', phrase: `the week of ${formatDay(iv.start)}` };
    case 'month':
      return { preposition: 'in', phrase: `${mod}${MONTHS[d.getUTCMonth()]} ${year}` };
    case 'season': {
      const code = expr.value.split('-')[1] ?? '';
      return { preposition: 'in', phrase: `${mod}${SEASONS[code] ?? 'the season of'} ${new Date(iv.end - 1).getUTCFullYear()}` };
    }
    case 'quarter':
      return { preposition: 'in', phrase: `${mod}Q${Math.floor(d.getUTCMonth() / 3) + 1} ${year}` };
    case 'year':
      return { preposition: 'in', phrase: `${mod}${year}` };
  }
}

const conjugations = new Map<string, Record<string, string | undefined>>();
function conjugation(word: string): Record<string, string | undefined> {
  let c = conjugations.get(word);
  if (!c) {
    c = conjugate(word);
    conjugations.set(word, c);
  }
  return c;
}

const AGREEMENT: Record<string, string> = { am: 'is', are: 'is', have: 'has', were: 'was', do: 'does' };
/** Verbs that end in -ly like adverbs do. */
const LY_VERBS = /^(apply|reply|rely|supply|multiply|comply|imply|ally|bully|rally|tally|fly)$/i;
const MODALS = /^(will|would|can|could|should|shall|might|may|must|did|was|had|does|has|is)$/i;
const SKIP_ADVERBS = /^(no|longer|just|really|also|recently|finally|never|still|actually|currently|already|now|not|always|usually|often|sometimes|even|only|then|eventually|soon|totally|absolutely|definitely|officially)$/i;

/**
 * Third-person agreement for the first verb after a first/second-person subject ("I go" ->
 * "Caroline goes"). Auxiliaries always agree; the main verb only when the caller knows it is in the
 * present (compromise would happily "conjugate" a past form like "left").
 */
function agree(clause: string, mainVerbPresent: boolean): string {
  const parts = clause.split(/(\s+)/);
  for (let i = 0; i < parts.length; i++) {
    const word = parts[i]!;
    if (!word.trim()) continue;
    if (SKIP_ADVERBS.test(word) || (/^\w{3,}ly$/i.test(word) && !LY_VERBS.test(word))) continue;
    const lower = word.toLowerCase();
    if (MODALS.test(lower)) break;
    const c = mainVerbPresent ? conjugation(lower) : {};
    const agreed = AGREEMENT[lower] ?? (c.Infinitive === lower && c.PastTense !== lower && c.PresentTense ? c.PresentTense : null);
    if (agreed) parts[i] = agreed;
    break;
  }
  return parts.join('');
}

export interface RenderInput {
  /** The normalised sentence. */
  sentence: string;
  /** Where the subject word ends and the clause ends, in the sentence. */
  subjectEnd: number;
  clauseEnd: number;
  /** The subject as the fact names it, and whether it was a first/second-person pronoun. */
  subjectName: string;
  pronounSubject: boolean;
  /** The clause's main verb is in the present (base) form, so it needs agreement too. */
  presentVerb: boolean;
  speaker: string;
  other: string | null;
  times: readonly LocatedTime[];
  when: LocatedTime | null;
  messageTime: WallMs;
  tense: Tense;
  isState: boolean;
}

/**
 * A self-contained third-person sentence for a fact: the clause after its subject, pronouns
 * resolved ("my" -> "Caroline's"), relative dates replaced by absolute ones ("yesterday" ->
 * "on 7 May 2023"), and when the clause has no date, the message date appended.
 */
export function renderFact(r: RenderInput): string {
  let clause = r.sentence.slice(r.subjectEnd, r.clauseEnd);
  const inClause = r.times.filter((t) => t.start >= r.subjectEnd && t.end <= r.clauseEnd).sort((a, b) => b.start - a.start);
  let dated = false;
  for (const t of inClause) {
    const rendered = renderTime(t.expr);
    if (!rendered) continue;
    const s = t.start - r.subjectEnd;
    const e = t.end - r.subjectEnd;
    // "next Christmas" where the time layer took only "Christmas": the resolved date replaces both.
    let head = clause.slice(0, s).replace(/\b(next|last|this|coming)\s+$/i, '');
    const own = OWN_PREPOSITIONS.has(t.before);
    if (own) head = head.replace(/\b(on|in|at|during)\s+$/i, '');
    // "spent all of yesterday" -> "spent all of 17 February 2025", not "all of on 17 February"
    const keepsOwn = !own && /\b(since|until|till|from|by|before|after|to|through|of)\s+$/i.test(head);
    clause = head + (keepsOwn ? rendered.phrase : `${rendered.preposition} ${rendered.phrase}`) + clause.slice(e);
    dated = true;
  }
  clause = resolvePronouns(clause, r.speaker, r.other);
  // An implied subject ("Took a trip to Rome") is followed by a lower-cased verb; a plan said as a bare gerund
  // ("Moving to Bristol tomorrow") takes its "is".
  if (r.subjectName.endsWith(' ')) clause = clause.replace(/^\s*\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase());
  if (r.subjectName.endsWith(' ') && r.tense === 'future' && /^\s*\p{L}+ing\b/u.test(clause)) clause = `is ${clause.trimStart()}`;
  if (r.pronounSubject) clause = agree(clause, r.presentVerb);
  let text = `${r.subjectName}${clause}`
    .replace(/\s+/g, ' ')
    .trim()
    // a clause cut where the next fact begins ("moved to Glasgow for | my first job at Lumen") drops its dangling word
    .replace(/([\s,;:!?.]|\b(and|but|so|then|or|because|for|with)\b)+$/i, '');
  if (!dated) {
    const when = r.when ? renderTime(r.when.expr) : null;
    if (when) text += ` ${when.preposition} ${when.phrase}`;
    else text += r.isState && r.tense !== 'past' ? ` (as of ${formatDay(r.messageTime)})` : ` (mentioned on ${formatDay(r.messageTime)})`;
  }
  return `${capitalised(text)}.`;
}

/** First-person words -> the speaker, second-person -> the other speaker when known. */
export function resolvePronouns(text: string, speaker: string, other: string | null): string {
  let out = text
    .replace(/\b(my|our)\b/gi, `${speaker}'s`)
    .replace(/\b(mine|ours)\b/gi, `${speaker}'s`)
    .replace(/\bmyself\b/gi, speaker)
    .replace(/\b(?:I|[Ww]e) (am|are|have|do|were)\b/g, (_m, verb: string) => `${speaker} ${AGREEMENT[verb]}`)
    .replace(/\b[Ww]e\b/g, speaker)
    .replace(/\bI\b/g, speaker)
    .replace(/\b(me|us)\b/gi, speaker);
  if (other) out = out.replace(/\byour\b/gi, `${other}'s`).replace(/\byou\b/gi, other);
  return out;
}
