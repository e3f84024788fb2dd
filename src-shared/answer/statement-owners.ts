import { isQuestion, sentencesOf, statementSentences, statementTerms } from './coverage';
import { STOPWORDS, terms } from './stopwords';

/** A turn of a conversation: who said what. */
export interface Turn {
  speaker: string;
  text: string;
}

/** The turn a message follows, with the one that turn follows ("I did something fun!" / "What was it?" / "A 5K run"). */
export interface PreviousTurn extends Turn {
  replyTo?: Turn | null;
}

/** A message with the turn it follows in the same sitting (often the question it answers, or the news it reacts to). */
export interface TurnInContext extends Turn {
  replyTo: PreviousTurn | null;
  /** Facts stated by the message, with their subjects resolved to names. */
  facts: readonly { subject: string; text: string }[];
}

/** Stemmed terms said about each person, by lower-cased name. */
export type TermsByPerson = Map<string, Set<string>>;

const SECOND_PERSON = /\b(you|your|yours|yourself|yourselves|ya|y'all|u|ur|congrats|congratulations)\b/i;
/** Phrases with "you" that say nothing about the person addressed. */
const FORMULAIC_YOU = /\b(thank(s| you)|see you|you know|bless you|miss you|love you|hear from you|talk(ing)? to you|catch(ing)? up with you|(before|in case) you ask|if you ask me|as you (know|can imagine|can tell|might guess|guessed)|you won['’]t believe|would you believe)\b/gi;
const FIRST_PERSON = /\b(i|me|my|mine|myself|we|us|our|ours|ourselves)\b/i;

/**
 * "How's Scotland?", "How was the trip?", "Did the licence ever come through?": asks the one replying about their own
 * doings, though it says no "you".
 */
const ASKS_OF_THEIRS = /^\W*(?:how(?:['’]s| is| was| are| were)\b|(?:did|has|have|is|was|are|were)\s+(?:the|that|this|it)\b)/i;

/** A request that asks as a question does: "Tell me everything!" */
const TELL_ME = /^\W*tell me\b/i;
/** A question after news asking what it was ("What was it?", "What was the event all about?", "What happened?"). */
const ASKS_WHAT_IT_WAS = /\b(?:what (?:was|is|were) (?:it|that|this|they|the \w+)|what happened|tell me (?:more|everything))\b/i;

const addresses = (s: string) => SECOND_PERSON.test(s.replace(FORMULAIC_YOU, ' '));

/** Whether a turn asks what the news just told was ("Don't leave me hanging, what was it?"), not about the one asked. */
export const asksWhatItWas = (text: string): boolean =>
  sentencesOf(text).some((q) => (isQuestion(q) || TELL_ME.test(q)) && ASKS_WHAT_IT_WAS.test(q) && !addresses(q));

/** The speaker's feeling about a thing told after it ("I can't believe the housewarming finally happened"). */
const ATTITUDE = /^\W*(?:oh,? |wow,? |honestly,? )?i\s+(?:can(?:'|’)?t|cannot|still can(?:'|’)?t)\s+believe\s+(?:that\s+)?|^\W*(?:oh,? |wow,? )?i(?:'|’)m\s+(?:so\s+|really\s+)?(?:glad|happy|relieved|thrilled)\s+(?:that\s+)?/i;
/** What an attitude is about, when it names no one of the first person: the feeling is the speaker's, the thing may be anyone's. */
const attitudeAbout = (s: string): string | null => {
  const m = ATTITUDE.exec(s);
  const rest = m ? s.slice(m[0].length) : '';
  return rest && !FIRST_PERSON.test(rest) ? rest : null;
};

/** The person a sentence calls by name ("Thanks, Mel!" for Melanie), other than the speaker. */
function nameCalled(sentence: string, people: readonly string[], speaker: string): string | null {
  for (const word of sentence.match(/\b[A-Z][\p{L}]+/gu) ?? []) {
    const w = word.toLowerCase();
    const who = people.find((p) => p !== speaker && (p === w || (w.length >= 2 && !STOPWORDS.has(w) && p.startsWith(w))));
    if (who) return who;
  }
  return null;
}

/** Whom a sentence that does little but call someone calls ("Councilwoman Ysolde!", "Congrats, Mel!"). */
function calls(sentence: string, people: readonly string[], speaker: string): string | null {
  const words = sentence.match(/[\p{L}\p{N}'’]+/gu) ?? [];
  return words.length <= MAX_CALLING_WORDS ? nameCalled(sentence, people, speaker) : null;
}
const MAX_CALLING_WORDS = 3;

function add(map: TermsByPerson, person: string | null, ts: Iterable<string>): void {
  if (!person) return;
  let set = map.get(person);
  if (!set) map.set(person, (set = new Set()));
  for (const t of ts) set.add(t);
}

/**
 * Who each statement of a message is about, so that "Caroline said X" is not read as "X happened
 * to Caroline":
 * - a sentence that does little but call someone ("Councilwoman Ysolde!") is about the one called;
 * - a sentence addressing someone ("you", "your", "congrats") is about the person addressed (the
 *   one it names, else the speaker of the turn it replies to); with "I"/"we" in it as well
 *   ("I'm so glad you enjoyed it") it is also about the speaker;
 * - a sentence in the first person is about the speaker; a feeling about a thing told with no
 *   "I" in it ("I can't believe the housewarming finally happened") is also about the one replied to;
 * - an impersonal sentence answering a question put to the speaker is about the speaker;
 *   otherwise its words that echo the turn it replies to ("That charity race sounds great!")
 *   are about that turn's speaker, and the rest about the speaker;
 * - a fact is about its subject.
 * `asked` holds the words of questions put to the speaker in the turn before ("What got you into
 * running?"): they say what the speaker's answer is about. Questions inside the message itself
 * state nothing, unless a statement refers back to one ("Have you been to Rome? Going there in May.").
 * People are lower-cased names.
 */
export function termsByPerson(turn: TurnInContext, people: readonly string[]): { stated: TermsByPerson; asked: Set<string> } {
  const speaker = turn.speaker.toLowerCase();
  const other = turn.replyTo && turn.replyTo.speaker.toLowerCase() !== speaker ? turn.replyTo.speaker.toLowerCase() : null;
  const asked = new Set<string>();
  if (other) for (const s of sentencesOf(turn.replyTo!.text)) if (isQuestion(s) && (addresses(s) || ASKS_OF_THEIRS.test(s))) terms(s).forEach((t) => asked.add(t));
  const echo = other ? statementTerms(turn.replyTo!.text) : new Set<string>();
  const stated: TermsByPerson = new Map();
  for (const { sentence: s, topic } of statementSentences(turn.text)) {
    // a statement to the other person about what they said ("I remember you make them") does not carry the topic over to the speaker
    const called = calls(s, people, speaker);
    const ts = terms(addresses(s) || called ? s : `${topic} ${s}`);
    if (called) {
      add(stated, called, ts);
    } else if (addresses(s)) {
      add(stated, nameCalled(s, people, speaker) ?? other, ts);
      if (FIRST_PERSON.test(s)) add(stated, speaker, ts);
    } else if (FIRST_PERSON.test(s) || asked.size > 0) {
      add(stated, speaker, ts);
      const thing = attitudeAbout(s);
      if (thing !== null) add(stated, other, terms(thing));
    } else {
      add(stated, other, ts.filter((t) => echo.has(t)));
      add(stated, speaker, ts.filter((t) => !echo.has(t)));
    }
  }
  // "Last weekend I took part in a community event." / "What was the event about?" / "I set up a 5K run.": the answer
  // goes on about the speaker's own turn the question was about
  const own = turn.replyTo?.replyTo;
  if (other && own && own.speaker.toLowerCase() === speaker && asksWhatItWas(turn.replyTo!.text)) {
    for (const { sentence: s } of statementSentences(own.text)) if (FIRST_PERSON.test(s) && !addresses(s)) add(stated, speaker, terms(s));
  }
  for (const f of turn.facts) add(stated, f.subject.toLowerCase(), statementTerms(f.text));
  return { stated, asked };
}
