import type { EngineSettings, MessageInput } from '../../../src-shared/contract/engine-api';
import { EngineError } from '../../../src-shared/contract/engine-error';
import type { FactKind } from '../../../src-shared/domain/memory';
import type { TimeExpression } from '../../../src-shared/domain/time';
import { RELATIONS, relationSpec } from '../../../src-shared/memory/relations';
import { timeClause, type LocatedTime } from './clause-time';
import type { DraftWithoutEmbedding } from './extract-message';
import { formatDay, renderTime } from './render-fact';

/**
 * An alternative fact extractor: an OpenAI-compatible chat endpoint the user runs locally
 * (llama.cpp server, Ollama). Off unless configured; loopback only (the app sends nothing off the
 * machine); any failure (down, slow, malformed answer) returns null and the rules are used.
 */
export interface LlmExtractor {
  extract(message: MessageInput, timeExpressions: readonly TimeExpression[]): Promise<DraftWithoutEmbedding[] | null>;
}

export interface LlmExtractorOptions {
  /** Base URL, e.g. http://127.0.0.1:8080 (".../v1" is appended when missing). */
  endpoint: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const KINDS: readonly FactKind[] = ['event', 'state', 'plan', 'preference'];
const MAX_FACTS = 20;

/** The base URL of the chat completions API, or a bad_request error if it is not on this machine. */
export function loopbackChatUrl(endpoint: string): string {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new EngineError('bad_request', `LLM endpoint is not a URL: ${JSON.stringify(endpoint.slice(0, 80))}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new EngineError('bad_request', 'LLM endpoint must be http(s)');
  if (!LOOPBACK.has(url.hostname)) throw new EngineError('bad_request', `LLM endpoint must be on this machine (127.0.0.1 or localhost), not ${url.hostname}`);
  const base = url.href.replace(/\/+$/, '');
  return `${/\/v1$/.test(base) ? base : `${base}/v1`}/chat/completions`;
}

function prompt(message: MessageInput): string {
  const vocabulary = RELATIONS.map((r) => `${r.name} (${r.class}${r.class === 'state' ? `, ${r.cardinality} value` : ''})`).join(', ');
  return [
    `Extract atomic facts from one journal/chat message by ${message.speaker}, written on ${formatDay(message.time)}.`,
    `Answer ONLY with a JSON array; each item: {"text": a self-contained third-person sentence naming ${message.speaker} instead of I/me/my,`,
    `"subject": a person's name, "relation": one of [${vocabulary}], "object": string, "object_is_entity": true for names of people/places/organisations,`,
    `"kind": "event"|"state"|"plan"|"preference", "negated": true when the fact is denied or has ended, "time_text": the exact words of the message that date the fact, or null}.`,
    'Use "did" for other events and "plans" for anything intended or upcoming. No facts: [].',
    `Message: ${JSON.stringify(message.text.slice(0, 4000))}`,
  ].join('\n');
}

interface RawFact {
  text?: unknown;
  subject?: unknown;
  relation?: unknown;
  object?: unknown;
  object_is_entity?: unknown;
  kind?: unknown;
  negated?: unknown;
  time_text?: unknown;
}

/** The first JSON array in a model's reply (models like to wrap it in prose or code fences). */
export function parseFactArray(reply: string): RawFact[] | null {
  const start = reply.indexOf('[');
  const end = reply.lastIndexOf(']');
  if (start < 0 || end <= start) return null;
  try {
    const parsed: unknown = JSON.parse(reply.slice(start, end + 1));
    return Array.isArray(parsed) ? (parsed.filter((x) => typeof x === 'object' && x !== null) as RawFact[]) : null;
  } catch {
    return null;
  }
}

/** Turn one model fact into a draft, dating it with the time layer (never with the model's own dates). */
export function draftFromRaw(raw: RawFact, message: MessageInput, times: readonly TimeExpression[]): DraftWithoutEmbedding | null {
  if (typeof raw.text !== 'string' || !raw.text.trim() || typeof raw.relation !== 'string' || !/^[a-z_]{2,40}$/.test(raw.relation)) return null;
  const subject = typeof raw.subject === 'string' && raw.subject.trim() ? raw.subject.trim().slice(0, 80) : message.speaker;
  const kind = KINDS.includes(raw.kind as FactKind) ? (raw.kind as FactKind) : relationSpec(raw.relation).factKind;
  const negated = raw.negated === true;
  const timeText = typeof raw.time_text === 'string' ? raw.time_text : null;
  const expr = timeText ? times.find((t) => t.text.toLowerCase() === timeText.toLowerCase() || timeText.toLowerCase().includes(t.text.toLowerCase())) : undefined;
  const located: LocatedTime[] = expr ? [{ expr, start: expr.start, end: expr.end, before: /(\S+)\s*$/.exec(message.text.slice(0, expr.start))?.[1]?.toLowerCase() ?? '' }] : [];
  const isState = relationSpec(raw.relation).class === 'state' && kind !== 'plan';
  const timing = timeClause({
    tense: kind === 'plan' ? 'future' : 'past',
    negated,
    isState,
    ending: negated,
    lemma: '',
    times: located,
    near: located[0] ?? null,
    messageTime: message.time,
  });
  const rendered = expr ? renderTime(expr) : null;
  const text = raw.text.trim().slice(0, 400).replace(/[.!?]*$/, '');
  return {
    text: rendered && !text.includes(rendered.phrase) ? `${text} (${rendered.preposition} ${rendered.phrase}).` : `${text}.`,
    subject,
    relation: raw.relation,
    object: typeof raw.object === 'string' && raw.object.trim() ? raw.object.trim().slice(0, 120) : null,
    objectIsEntity: raw.object_is_entity === true,
    attributes: { ...timing.attributes, evidence: message.text.slice(0, 400), extractor: 'llm' },
    kind,
    negated,
    eventTime: timing.eventTime,
    validFrom: timing.validFrom,
    validTo: timing.validTo,
    validGranularity: timing.granularity,
    confidence: 0.6,
  };
}

export function createLlmExtractor(options: LlmExtractorOptions): LlmExtractor {
  const url = loopbackChatUrl(options.endpoint);
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    async extract(message, timeExpressions) {
      try {
        const res = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ model: options.model, temperature: 0, messages: [{ role: 'user', content: prompt(message) }] }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) return null;
        const body = (await res.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
        const content = body.choices?.[0]?.message?.content;
        const raws = typeof content === 'string' ? parseFactArray(content) : null;
        if (!raws) return null;
        return raws.slice(0, MAX_FACTS).flatMap((r) => draftFromRaw(r, message, timeExpressions) ?? []);
      } catch {
        return null;
      }
    },
  };
}

/**
 * The extractor the engine settings ask for, or null when it is off (the default) or misconfigured:
 * the rules then run alone. For the 'analysis.analyze' handler: `analyzeMessages(m, { embed, embeddingModel, llm: llmExtractorFromSettings(settings) })`.
 */
export function llmExtractorFromSettings(settings: Pick<EngineSettings, 'llmEndpoint' | 'llmModel'>): LlmExtractor | null {
  if (!settings.llmEndpoint || !settings.llmModel) return null;
  try {
    return createLlmExtractor({ endpoint: settings.llmEndpoint, model: settings.llmModel });
  } catch {
    return null;
  }
}
