import { classifyQuestion } from './classify';
import { gerundBase } from './gerunds';
import { unitNamed, type LengthUnit } from './durations';

/**
 * Splits a question about the time between two events ("How many weeks passed between Ann adopting
 * Rex and Bella?", "How long did it take Ann to finish her novel?", "How long did Ann date Bob before
 * moving in together?") into two "When ..." questions, so each event is retrieved and dated by the
 * ordinary machinery and the length is computed from the two dates (DESIGN: derived facts are
 * computed on demand). Pure string work; null when the question is not of such a form.
 */

export interface EventPair {
  /** A "When ..." question for the earlier-named event. */
  first: string;
  /** A "When ..." question for the other event. */
  second: string;
  /** The unit the question asks in ("how many weeks"); null when it leaves the unit open ("how long"). */
  unit: LengthUnit | null;
  /**
   * 'between': the question names both ends ("between A and B", "before B", "to finish Y");
   * 'span': "How long did X do Y?", from first to last doing it, worth trying only when no length is stated.
   */
  form: 'between' | 'span';
  /**
   * For an activity on a thing ("work on the mural"): the question for its end to ask when the "last" one finds
   * only the first mention again, since a message saying it is done often names neither the verb nor the thing
   * in full ("I finally wrapped that up last month").
   */
  finished?: string;
  /**
   * When the second event was read as another object of the first's verb ("Ann adopting Rex and Bella"), the second
   * read as an event of its own ("Sam adopting Mochi and Mochi's first vet visit"), for when that reading finds nothing.
   */
  ownSecond?: string;
}

const MAX_QUESTION = 300;
const LEAD = /^(after )?how (?:long|much time|many (year|month|week|day)s)\b,?\s*/i;
const PRONOUNS = new Set(['i', 'you', 'he', 'she', 'we', 'they', 'me', 'him', 'her', 'us', 'them']);
const AS_SUBJECT: Readonly<Record<string, string>> = { me: 'I', him: 'he', her: 'she', us: 'we', them: 'they' };
const POSSESSIVES = new Set(['my', 'his', 'her', 'their', 'our', 'your', 'its']);
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', ...POSSESSIVES]);
const AUXILIARIES = '(?:did|do|does|had|has|have|was|were|is|are)';
/** Verbs whose end is the finished thing ("to finish writing", "to complete the game"): the start is "start <the rest>". */
const COMPLETION = /^(finish|finally finish|complete|wrap up|get done with|be done with)\b\s*/i;
/** "How long did X <verb>" questions that are not about an activity running from a start to an end ("take the small business course" is one). */
const NOT_ACTIVITIES = /^(take(?!\s+(?:[\w'’-]+\s+){0,4}?(?:courses?|class(?:es)?|lessons?|workshops?|seminars?)\b)|last|spend|plan|intend|want|expect|need|have|know|think|feel|say|tell|ask|wait for an answer)\b/i;
/** Verbs that redo something: "reconnect" is measured from the first "connect". */
const REDO = /^re(connect|unite|join|visit|marry|open|start|watch|read|build|do|apply|enroll|submit|schedule|launch|release|write|record|paint|decorate)\b/i;

interface Clause {
  subject: string;
  /** The verb phrase after the subject (and after a "been"). */
  verb: string;
}

const words = (s: string) => s.split(' ').filter(Boolean);
const capitalised = (w: string) => /^\p{Lu}/u.test(w);

/** Subject and verb phrase of a clause: leading names ("James and Sam"), a pronoun, "my sister", "the team", else its first word. */
function splitClause(text: string): Clause | null {
  const ws = words(text);
  let n = 0;
  const first = ws[0]?.toLowerCase() ?? '';
  if (PRONOUNS.has(first)) n = 1;
  else if (DETERMINERS.has(first)) n = 2;
  else if (ws[0] && capitalised(ws[0])) {
    while (n < ws.length && (capitalised(ws[n]!) || (/^(and|&)$/i.test(ws[n]!) && ws[n + 1] && capitalised(ws[n + 1]!)))) n++;
    if (/'s$/.test(ws[n - 1] ?? '') && ws[n]) n++; // "John's sister"
  } else n = 1;
  const rest = ws.slice(n);
  if (rest[0]?.toLowerCase() === 'been') rest.shift();
  if (n === 0 || rest.length === 0) return null;
  const subject = ws.slice(0, n).join(' ');
  return { subject: AS_SUBJECT[subject.toLowerCase()] ?? subject, verb: rest.join(' ') };
}

/** Where an event phrase's verb is: the first -ing word that is not a name and not a noun after a determiner ("the painting"). */
function gerundAt(ws: readonly string[]): number {
  return ws.findIndex((w, i) => !capitalised(w) && gerundBase(w) !== null && !DETERMINERS.has(ws[i - 1]?.toLowerCase() ?? ''));
}

/** A phrase without a verb is a thing ("the wedding", "Ann's birthday", "Easter"); "they married", "Ann moved to Rome" are clauses. */
function isNounPhrase(ws: readonly string[]): boolean {
  const [w0 = '', w1 = ''] = ws;
  if (ws.length === 1 || DETERMINERS.has(w0.toLowerCase()) || /'s$/.test(w0)) return true;
  return !PRONOUNS.has(w0.toLowerCase()) && !(capitalised(w0) && !capitalised(w1));
}

/** An event named by a phrase: "Ann adopting Rex" -> "When did Ann adopt Rex?", "the wedding" -> "When was the wedding?". */
function eventQuestion(phrase: string, subject: string | null): string {
  const ws = words(phrase);
  const at = gerundAt(ws);
  if (at < 0) return isNounPhrase(ws) ? `When was ${phrase}?` : `When was it that ${phrase}?`;
  const who = at > 0 ? ws.slice(0, at).join(' ') : subject;
  const rest = [gerundBase(ws[at]!)!, ...ws.slice(at + 1)].join(' ');
  return who ? `When did ${who} ${rest}?` : `When was ${ws.slice(at).join(' ')}?`;
}

/** The start of an activity given as a verb phrase: "dating Bob" -> "start dating Bob", "practice chess" -> "start to practice chess". */
function startOf(verb: string): string {
  const ws = words(verb);
  return gerundAt(ws) === 0 ? `start ${verb}` : `start to ${verb}`;
}

/** "between A and B": the split at an "and" that leaves a verb on both sides, else one on the left, else the first. */
function betweenEvents(text: string, subject: string | null): [string, string, string?] | null {
  const ands = [...text.matchAll(/ and /gi)].map((m) => m.index);
  const splits = ands.map((i) => [text.slice(0, i).trim(), text.slice(i + 5).trim()] as const).filter(([a, b]) => a && b);
  const hasVerb = (s: string) => gerundAt(words(s)) >= 0;
  const split = splits.find(([a, b]) => hasVerb(a) && hasVerb(b)) ?? splits.find(([a]) => hasVerb(a)) ?? splits[0];
  if (!split) return null;
  const [a, rawB] = split;
  const aw = words(a);
  const at = gerundAt(aw);
  let b = rawB;
  const bAt = gerundAt(words(b));
  if (at >= 0 && at < aw.length - 1 && bAt < 0) {
    // "Ann adopting her first puppy and her second one": the right side is another object of the left's verb ("Ann and Bob meeting and their wedding" is not)
    const noun = aw[aw.length - 1]!;
    b = `${aw.slice(0, at + 1).join(' ')} ${b.replace(/\bones?$/i, (one) => (one.length > 3 ? `${noun}s` : noun))}`;
    // a phrase of its own ("Mochi's first vet visit", not "Bella" or "her second one") may be an event itself
    const own = words(rawB).length > 1 && !/\bones?$/i.test(rawB);
    return [eventQuestion(a, subject), eventQuestion(b, subject), own ? eventQuestion(rawB, subject) : undefined];
  }
  if (at > 0 && bAt === 0) b = `${aw.slice(0, at).join(' ')} ${b}`; // "Ann starting chess and winning a cup"
  return [eventQuestion(a, subject), eventQuestion(b, subject)];
}

/** The clause after "did", when a person does something ("Ann work on the mural"): the first and last time, or null. */
function spanEvents(text: string): [string, string] | null {
  // "did the hike take", "did the party last": how long a thing took, not a person's activity
  if (/\b(take|last)$/i.test(text) || DETERMINERS.has(words(text)[0]?.toLowerCase() ?? '')) return null;
  const clause = splitClause(text);
  if (!clause || NOT_ACTIVITIES.test(clause.verb) || gerundAt(words(clause.verb)) === 0) return null;
  return [`When did ${clause.subject} first ${clause.verb}?`, `When did ${clause.subject} last ${clause.verb}?`];
}

/** "did Hannelore's garden renovation take": from the thing's start to its finish. */
function thingSpan(thing: string): [string, string] {
  return [`When did ${thing} start?`, `When did ${thing} finish?`];
}

/** "Ann work on the mural" -> "When did Ann finish the mural?": the end of working on a thing is finishing it. */
function finishedThing(text: string): string | undefined {
  const clause = splitClause(text);
  const thing = clause && /^work(?:ed)? on (.+)$/i.exec(clause.verb)?.[1];
  return thing ? `When did ${clause.subject} finish ${thing}?` : undefined;
}

/** "it take (for) X to V", "X take to V": from starting to doing (finishing) it. */
function takeEvents(who: string | undefined, verb: string, subject: string | null): [string, string] | null {
  const s = who ? (AS_SUBJECT[who.toLowerCase()] ?? who) : subject;
  if (!s || !verb) return null;
  const done = COMPLETION.exec(verb);
  const start = done ? `start ${verb.slice(done[0].length)}`.trim() : `start to ${verb}`;
  return [`When did ${s} ${start}?`, `When did ${s} ${verb}?`];
}

/** "X V Y for before E": from starting the activity to the event E (which shares the subject when it has none). */
function beforeEvents(aux: string, clauseText: string, event: string): [string, string] | null {
  const clause = splitClause(clauseText.replace(/\s+for$/i, ''));
  if (!clause) return null;
  const progressive = gerundAt(words(clause.verb)) === 0;
  const first = /^(was|were|is|are)$/i.test(aux) && !progressive ? `When was ${clause.subject} first ${clause.verb}?` : `When did ${clause.subject} ${startOf(clause.verb)}?`;
  return [first, eventQuestion(event, clause.subject)];
}

/** "after E did CLAUSE" / "before E did CLAUSE": E shares the clause's subject. */
function aroundEvents(event: string, aux: string, clauseText: string): [string, string] | null {
  const clause = splitClause(clauseText);
  if (!clause) return null;
  const when = /^(was|were|is|are)$/i.test(aux) ? aux.toLowerCase() : 'did';
  return [eventQuestion(event, clause.subject), `When ${when} ${clause.subject} ${clause.verb}?`];
}

/** "After how many weeks did X reconnect with Y" (from the first connect), "... of dating did X and Y marry" (from the start of dating). */
function afterHowLongEvents(rest: string): [string, string] | null {
  const m = new RegExp(`^(?:of (\\S+ing)\\b(.*?) )?${AUXILIARIES} (.+)$`, 'i').exec(rest);
  const clause = m ? splitClause(m[3]!) : null;
  if (!m || !clause) return null;
  const second = `When did ${clause.subject} ${clause.verb}?`;
  if (m[1]) return [`When did ${clause.subject} start ${m[1]}${m[2]}?`, second];
  const redo = REDO.exec(clause.verb);
  if (redo) return [`When did ${clause.subject} first ${clause.verb.slice(2)}?`, second];
  if (/\bagain\b/i.test(clause.verb)) return [`When did ${clause.subject} first ${clause.verb.replace(/\s*\bagain\b/i, '')}?`, second];
  return null;
}

/**
 * The two events of a length question, or null. `subject` stands in for an event phrase without one
 * ("between adopting Rex and Bella" asked about Ann).
 */
export function eventPair(question: string, subject: string | null = null): EventPair | null {
  const text = question.trim().replace(/[?.!]+$/, '').replace(/\s+/g, ' ').trim();
  if (text.length > MAX_QUESTION) return null;
  const lead = LEAD.exec(text);
  if (!lead) return null;
  const unit = lead[2] ? unitNamed(lead[2]) : null;
  const rest = text.slice(lead[0].length);
  if (/^ago\b/i.test(rest)) return null;
  let found: [string, string, string?] | null = null;
  let form: EventPair['form'] = 'between';
  let m: RegExpExecArray | null;
  if (lead[1]) found = afterHowLongEvents(rest);
  else if ((m = /\bbetween (.+)$/i.exec(rest))) found = betweenEvents(m[1]!, subject);
  else if ((m = /^did it take (?:(?:for )?(.+?) )?to (.+)$/i.exec(rest)) || (m = /^did (.+?) take to (.+)$/i.exec(rest))) found = takeEvents(m[1], m[2]!, subject);
  else if ((m = /^(after|before) (.+?),? (did|does|do|had|has|have|was|were|is) (.+)$/i.exec(rest))) found = aroundEvents(m[2]!, m[3]!, m[4]!);
  else if ((m = new RegExp(`^(${AUXILIARIES}) (.+?) (?:before|until|till|prior to) (.+)$`, 'i').exec(rest))) found = beforeEvents(m[1]!, m[2]!, m[3]!);
  else if ((m = /^did ((?:\p{Lu}[\p{L}-]*['’]s|the|my|our|his|her|their) .+?) (?:take|last)$/iu.exec(rest))) [found, form] = [thingSpan(m[1]!), 'span'];
  else if ((m = /^did (.+)$/i.exec(rest))) [found, form] = [spanEvents(m[1]!), 'span'];
  if (!found) return null;
  // a sub-question that would itself read as a length question would recurse
  if (found.some((q) => q !== undefined && classifyQuestion(q, false) === 'duration')) return null;
  const finished = form === 'span' ? finishedThing(rest.slice(4)) : undefined;
  const ownSecond = found[2];
  return { first: found[0], second: found[1], unit, form, ...(finished ? { finished } : {}), ...(ownSecond ? { ownSecond } : {}) };
}
