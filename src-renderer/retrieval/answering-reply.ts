import type { QueryPlan } from '../../src-shared/answer/query-plan';
import { terms } from '../../src-shared/answer/stopwords';
import type { IndexedMessage, MemoryIndex } from './memory-index';

/** How one kind of question put to the subject is found and judged (see answeringReply). */
export interface AskedOf {
  /** The question a turn puts to the one replying ("How long have you had them?"), or null when it puts none. */
  question(text: string): string | null;
  /** The text of the turn the question follows on, for what the reply leaves unsaid, if any. */
  before(reply: IndexedMessage, question: string): string | undefined;
  /** Whether the reply answers as asked (states a length, tells a time). */
  answers(reply: IndexedMessage, question: string): boolean;
  /** How much of the question an exchange covers (the reply's, the question turn's and the turn-before's terms). */
  cover(...exchange: ReadonlySet<string>[]): number;
}

/**
 * The subject's reply to a question the other speaker put to them about what `plan` asks: the exchange (the reply, the
 * turn with the question and the turn it follows on) must name the question's last content word of `wanted` or two of
 * its words, since the reply seldom names what it answers. Of those, the exchange covering most of the question, then
 * the latest, wins.
 */
export function answeringReply(index: MemoryIndex, plan: QueryPlan, wanted: readonly string[], asked: AskedOf): IndexedMessage | undefined {
  const subject = plan.subject?.toLowerCase();
  const head = wanted.at(-1);
  if (!subject || !head) return undefined;
  let best: { m: IndexedMessage; c: number } | undefined;
  for (const m of index.messages.values()) {
    const known = m.time <= plan.now && m.recordedAt <= (plan.asOf ?? Infinity);
    if (!known || m.speaker.toLowerCase() !== subject || !m.replyTo || m.replyTo.speaker === m.speaker) continue;
    const question = asked.question(m.replyTo.text);
    if (!question) continue;
    const exchange = [m.terms, new Set(terms(m.replyTo.text)), new Set(terms(asked.before(m, question) ?? ''))];
    // what is had or done, or two of the question's words ("Berlin! How long have you been training?" for "start
    // training for the Berlin marathon")
    const names = exchange.some((ts) => ts.has(head)) || wanted.filter((t) => exchange.some((ts) => ts.has(t))).length >= 2;
    if (!names || !asked.answers(m, question)) continue;
    const c = asked.cover(...exchange);
    if (!best || c > best.c || (c === best.c && m.time > best.m.time)) best = { m, c };
  }
  return best?.m;
}
