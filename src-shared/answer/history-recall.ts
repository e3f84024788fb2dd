import type { MessageRole } from '../domain/memory';
import type { WallMs } from '../domain/time';
import type { Answer } from './answer-types';
import { MAX_EVIDENCE } from './answer-types';
import { compareByTime } from '../domain/message-order';

/**
 * History recall ("what did I just ask?", 刚刚/刚才/之前/上一个): answered from the conversation
 * as it was BEFORE the current question. The caller passes only messages strictly earlier than
 * the question (a snapshot), so the current question can never answer itself.
 */
export interface HistoryMessage {
  id: string;
  role: MessageRole;
  speaker: string;
  text: string;
  time: WallMs;
}

type Target = { roles: MessageRole[]; label: string };

/** What the question asks to recall, as data: first matching cue wins. */
const TARGETS: { cue: RegExp; target: Target }[] = [
  { cue: /\b(you|your)\b.{0,20}\b(answer|answered|say|said|reply|replied|tell|told)\b|你.{0,4}(回答|说)|回答/i, target: { roles: ['answer'], label: 'I answered' } },
  { cue: /\b(ask|asked|question|questions)\b|问/i, target: { roles: ['question'], label: 'You asked' } },
  { cue: /\b(say|said|write|wrote|tell|told|message)\b|说|写/i, target: { roles: ['entry', 'question'], label: 'You said' } },
];
const ALL = /\b(all|every|list)\b|所有|都|哪些/i;
const SECOND = /上上|\bbefore (that|the last)\b|\bsecond[- ]to[- ]last\b|\bone before\b/i;

export function recallHistory(question: string, history: readonly HistoryMessage[], asker: string | null): Answer {
  const target = TARGETS.find((t) => t.cue.test(question))?.target ?? { roles: ['question'], label: 'You asked' };
  const mine = (m: HistoryMessage) => target.roles.includes('answer') || !asker || m.speaker.toLowerCase() === asker.toLowerCase();
  const matches = history.filter((m) => target.roles.includes(m.role) && mine(m)).sort((a, b) => compareByTime(b, a));
  const picked = ALL.test(question) ? matches.slice(0, MAX_EVIDENCE) : SECOND.test(question) ? matches.slice(1, 2) : matches.slice(0, 1);
  if (picked.length === 0) {
    return { answer: "I don't know: there is nothing earlier in this conversation to recall.", time: null, duration: null, evidence: [], abstained: true, confidence: 0, kind: 'history_recall' };
  }
  const quoted = picked.map((m) => `"${m.text}"`).join('; ');
  return {
    answer: `${target.label}: ${quoted}`,
    time: null,
    duration: null,
    evidence: picked.map((m) => m.id),
    abstained: false,
    confidence: 0.95,
    kind: 'history_recall',
    evidenceText: picked.map((m) => ({ id: m.id, text: m.text, time: m.time })),
  };
}
