import type { EngineMethod, EngineRequest, MessageInput } from '../../src-shared/contract/engine-api';
import type { MessageRole } from '../../src-shared/domain/memory';
import {
  expectArray,
  expectFiniteNumber,
  expectOneOf,
  expectOnlyKeys,
  expectRecord,
  expectString,
} from './request-checks';
import { checkSettingsPatch } from './settings-store';

/** Limits that keep one request from exhausting the engine; callers batch beyond them. */
export const REQUEST_LIMITS = {
  textsPerCall: 10_000,
  messagesPerCall: 10_000,
  textChars: 100_000,
  timeTextChars: 1_000_000,
  idChars: 1_000,
} as const;

const ROLES: readonly MessageRole[] = ['entry', 'question', 'answer'];

function emptyRequest(req: unknown, method: string): Record<string, never> {
  expectOnlyKeys(expectRecord(req ?? {}, `${method} request`), [], `${method} request`);
  return {};
}

function messageInput(value: unknown, index: number): MessageInput {
  const what = `messages[${index}]`;
  const m = expectRecord(value, what);
  return {
    id: expectString(m.id, `${what}.id`, REQUEST_LIMITS.idChars),
    conversation: expectString(m.conversation, `${what}.conversation`, REQUEST_LIMITS.idChars),
    speaker: expectString(m.speaker, `${what}.speaker`, REQUEST_LIMITS.idChars),
    text: expectString(m.text, `${what}.text`, REQUEST_LIMITS.textChars),
    role: expectOneOf(m.role, ROLES, `${what}.role`),
    time: expectFiniteNumber(m.time, `${what}.time`),
    ...(m.addressee === undefined ? {} : { addressee: expectString(m.addressee, `${what}.addressee`, REQUEST_LIMITS.idChars) }),
  };
}

/**
 * One validator per method: anything arriving from a transport is checked here before a
 * handler sees it, and comes out typed. Failures are `bad_request` EngineErrors naming the field.
 */
export const requestValidators = {
  'engine.status': (req) => emptyRequest(req, 'engine.status'),
  'settings.get': (req) => emptyRequest(req, 'settings.get'),
  'settings.update': (req) => checkSettingsPatch(req),
  'embedding.embed': (req) => {
    const r = expectRecord(req, 'embedding.embed request');
    expectOnlyKeys(r, ['texts'], 'embedding.embed request');
    const texts = expectArray(r.texts, 'texts', REQUEST_LIMITS.textsPerCall);
    return { texts: texts.map((t, i) => expectString(t, `texts[${i}]`, REQUEST_LIMITS.textChars)) };
  },
  'time.find': (req) => {
    const r = expectRecord(req, 'time.find request');
    expectOnlyKeys(r, ['text', 'reference'], 'time.find request');
    return { text: expectString(r.text, 'text', REQUEST_LIMITS.timeTextChars), reference: expectFiniteNumber(r.reference, 'reference') };
  },
  'analysis.analyze': (req) => {
    const r = expectRecord(req, 'analysis.analyze request');
    expectOnlyKeys(r, ['messages'], 'analysis.analyze request');
    return { messages: expectArray(r.messages, 'messages', REQUEST_LIMITS.messagesPerCall).map(messageInput) };
  },
} satisfies { [K in EngineMethod]: (req: unknown) => EngineRequest<K> };
