import type nlp from 'compromise';
import type { WallMs } from '../../../src-shared/domain/time';
import { relationSpec } from '../../../src-shared/memory/relations';
import { narrowedTime, nearestTime, readTense, timeClause, type LocatedTime } from './clause-time';
import type { DraftWithoutEmbedding } from './extract-message';
import { HYPOTHETICAL_MARKERS } from './lexicon';
import type { Sentence } from './normalise-text';
import { renderFact, resolvePronouns } from './render-fact';
import { clauseEndAfter, OPENERS, resolveSubject, type SentenceState, type SpeakerContext, type Subject } from './subjects';
import { conjugate, type VerbForm } from './verb-forms';

interface Term {
  text: string;
  tags: string[];
  pre: string;
  post: string;
}

const SUBJECT_WORDS = /^(i|we|he|she|you)$/i;
const SKIP_TAGS = ['Adverb', 'Auxiliary', 'Modal', 'Negative'];
const SUBORDINATORS = /^(since|when|if|because|as|before|after|until|while|although|though|once|whenever|that)$/i;
const SCAN_TERMS = 9;

interface Found {
  subject: Subject;
  /** Index of the subject term, or -1 when the subject is implied ("Took a trip to Rome"). */
  index: number;
  /** The first term that may be the verb (after the subject). */
  verbFrom: number;
}

/** Find the clause subject: a pronoun or known person early in the sentence, or an implied "I". */
function findSubject(terms: Term[], ctx: SpeakerContext, state: SentenceState): Found | null {
  let subordinate: Found | null = null;
  for (let i = 0; i < Math.min(terms.length - 1, SCAN_TERMS); i++) {
    const t = terms[i]!;
    // "Mel, let's ..." addresses Mel.
    if (t.post.includes(',')) continue;
    const candidate = SUBJECT_WORDS.test(t.text) || t.tags.includes('Person') || (t.tags.includes('ProperNoun') && i === 0);
    if (!candidate) continue;
    const subject = resolveSubject(t.text, ctx, state);
    if (!subject) continue;
    // "since we last chatted, I ..." : prefer the main clause, but "a pic from when we met up last week" has none.
    if (i > 0 && SUBORDINATORS.test(terms[i - 1]!.text)) subordinate ??= { subject, index: i, verbFrom: i + 1 };
    else return { subject, index: i, verbFrom: i + 1 };
  }
  if (subordinate) return subordinate;
  // A diary-style sentence with no subject ("Started hitting the gym last week") speaks for the speaker.
  let k = 0;
  while (k < terms.length && OPENERS.test(terms[k]!.text)) k++;
  const first = terms[k];
  const past = first && first.tags.includes('Verb') && (first.tags.includes('PastTense') || conjugate(first.text.toLowerCase()).PastTense === first.text.toLowerCase());
  if (first && past && !first.tags.includes('Adjective')) return { subject: { name: ctx.speaker, agree: true }, index: -1, verbFrom: k };
  return null;
}

/**
 * The fallback for sentences no relation pattern matched: a clause "<subject> <verb> ..." becomes
 * a fact whose object is its predicate as said (relation did / does / is / plans), so everyday
 * events ("I went to a support group yesterday") are still dated and retrievable. When the
 * sentence does not start with its subject ("Here's a self-portrait I made last week") the whole
 * sentence is kept, pronouns resolved.
 */
export function genericFact(
  s: Sentence,
  doc: ReturnType<typeof nlp>,
  times: readonly LocatedTime[],
  messageTime: WallMs,
  ctx: SpeakerContext,
  state: SentenceState,
): DraftWithoutEmbedding | null {
  const terms = (doc.json() as Array<{ terms: Term[] }>).flatMap((x) => x.terms);
  if (terms.length < 3) return null;
  let offset = 0;
  const positions = terms.map((t) => {
    const at = s.normal.indexOf(t.text, offset);
    offset = at >= 0 ? at + t.text.length : offset;
    return at;
  });
  const found = findSubject(terms, ctx, state);
  if (!found) return null;
  let j = found.verbFrom;
  const aux: string[] = [];
  while (found.index >= 0 && j < terms.length && (SKIP_TAGS.some((tag) => terms[j]!.tags.includes(tag)) || /^(going|to|been|no|longer)$/i.test(terms[j]!.text))) {
    aux.push(terms[j]!.text);
    j++;
  }
  const verb = terms[j];
  if (!verb || !verb.tags.includes('Verb') || positions[j]! < 0) return null;
  const verbStart = positions[j]!;
  const clauseEnd = clauseEndAfter(s.normal, verbStart);
  const predicateWords = s.normal.slice(verbStart, clauseEnd).split(/\s+/).filter(Boolean);
  const near = narrowedTime(s.normal, nearestTime(times, verbStart, verbStart, clauseEnd), times);
  const auxText = aux.join(' ').toLowerCase();
  const form = found.index < 0 ? 'past' : formFromTags(verb.tags);
  const { tense, negated } = readTense(auxText, form, s.normal.slice(verbStart, clauseEnd), near, messageTime);
  if (tense !== 'future' && HYPOTHETICAL_MARKERS.test(auxText)) return null;
  const dated = times.some((x) => x.expr.interval);
  if (tense === 'present' && !dated && predicateWords.length < 4) return null;
  if (predicateWords.length < 2 && !dated) return null;
  const isBe = /^(am|is|are|was|were|be)$/i.test(verb.text);
  const relation = tense === 'future' ? 'plans' : isBe ? 'is' : tense === 'past' || tense === 'perfect' ? 'did' : 'does';
  const spec = relationSpec(relation);
  const timing = timeClause({ tense, negated, isState: false, ending: false, lemma: verb.text.toLowerCase(), times, near, messageTime });

  const subjectStart = found.index >= 0 ? positions[found.index]! : verbStart;
  const subjectEnd = found.index >= 0 ? subjectStart + terms[found.index]!.text.length : verbStart;
  // Keep the words before the subject when they carry content ("Here's a self-portrait I made"),
  // but not a leading greeting or subordinate clause set off by a comma.
  const prefixStart = s.normal.slice(0, subjectStart).lastIndexOf(', ') + 1;
  const wholeSentence = found.index > 0 && hasContentBefore(s.normal.slice(prefixStart, subjectStart), times, prefixStart);
  const text = renderFact({
    sentence: s.normal,
    subjectEnd: wholeSentence ? prefixStart : subjectEnd,
    clauseEnd,
    subjectName: wholeSentence ? '' : found.index < 0 ? `${found.subject.name} ` : found.subject.name,
    pronounSubject: !wholeSentence && found.subject.agree && found.index >= 0,
    presentVerb: !verb.tags.includes('PastTense'),
    speaker: ctx.speaker,
    other: ctx.other,
    times,
    when: timing.when,
    messageTime,
    tense,
    isState: spec.factKind === 'state',
  });
  return {
    text,
    subject: found.subject.name,
    relation,
    object: predicateOf(s.normal, verbStart, clauseEnd, times, ctx),
    objectIsEntity: false,
    attributes: { ...timing.attributes, evidence: s.text },
    kind: tense === 'future' ? 'plan' : spec.factKind,
    negated,
    eventTime: timing.eventTime,
    validFrom: timing.validFrom,
    validTo: timing.validTo,
    validGranularity: timing.granularity,
    confidence: 0.5,
  };
}

/** Words before the subject other than openers and time expressions ("Here's a self-portrait" in front of "I made"). */
function hasContentBefore(prefix: string, times: readonly LocatedTime[], offset: number): boolean {
  let rest = prefix;
  for (const t of times) {
    const a = t.start - offset;
    const b = t.end - offset;
    if (a >= 0 && b <= prefix.length) rest = rest.slice(0, a) + ' '.repeat(b - a) + rest.slice(b);
  }
  const words = rest.split(/[\s,!.]+/).filter((w) => w && !OPENERS.test(w));
  return words.length >= 2;
}

/** The predicate as the fact's object: the clause after the verb, time expressions cut out, pronouns resolved. */
function predicateOf(sentence: string, verbStart: number, clauseEnd: number, times: readonly LocatedTime[], ctx: SpeakerContext): string {
  let predicate = sentence.slice(verbStart, clauseEnd);
  const inside = times.filter((x) => x.start >= verbStart && x.end <= clauseEnd).sort((a, b) => b.start - a.start);
  for (const x of inside) predicate = predicate.slice(0, x.start - verbStart) + predicate.slice(x.end - verbStart);
  return resolvePronouns(predicate, ctx.speaker, ctx.other)
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.!?]+$/, '')
    .replace(/\s(on|in|at|since|until|for)$/i, '')
    .trim()
    .split(' ')
    .slice(0, 14)
    .join(' ');
}

function formFromTags(tags: string[]): VerbForm {
  if (tags.includes('PastTense')) return 'past';
  if (tags.includes('Participle') || tags.includes('PerfectTense')) return 'participle';
  if (tags.includes('Gerund')) return 'gerund';
  if (tags.includes('Infinitive')) return 'base';
  return 'present';
}
