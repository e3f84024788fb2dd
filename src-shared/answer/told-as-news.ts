import { compareTold } from '../domain/message-order';
import { sentencesOf } from './coverage';
import type { FindTimes } from './event-dating';
import { tokenize } from './stopwords';
import type { SourceMessage } from './temporal-reasoner';

/** Verbs that tell a state began ("Promoted to senior developer!", "We've relocated to Dublin!"). */
const CHANGE_TOLD = /\b(?:promoted|became|moved|relocated|settled|hired|joined|started|began|married|engaged|adopted)\b/i;

/**
 * The earliest of a state's source messages that tells it as news, so that it began by that day: one that says it
 * holds "now" in the sentence naming its value ("I'm dating Daniel now, it's official!"), or tells the change there
 * with no time at all in the message ("Promoted to senior developer!": a journal tells news the day it happens).
 * `now` says which: a state said to hold now may have begun a little before.
 */
export function toldAsNews<M extends SourceMessage>(value: string, messages: readonly M[], findTimes: FindTimes): { message: M; now: boolean } | null {
  const words = tokenize(value);
  if (words.length === 0) return null;
  for (const message of [...messages].sort(compareTold)) {
    const naming = sentencesOf(message.text).filter((s) => {
      const said = new Set(tokenize(s));
      return words.every((w) => said.has(w));
    });
    // "now" with a length ("at Deutsche Bank for three years now") says how long, not that it is new
    const holdsNow = naming.some((s) => {
      const times = findTimes(s, message.time);
      return times.some((t) => /^now$/i.test(t.text)) && !times.some((t) => t.type === 'duration');
    });
    if (holdsNow) return { message, now: true };
    if (naming.some((s) => CHANGE_TOLD.test(s)) && findTimes(message.text, message.time).length === 0) return { message, now: false };
  }
  return null;
}
