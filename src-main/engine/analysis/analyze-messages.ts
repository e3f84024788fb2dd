import type { MessageInput } from '../../../src-shared/contract/engine-api';
import type { MessageAnalysis } from '../../../src-shared/domain/memory';
import { extractMessage, foresightOf, type MessageExtraction, type SpeakerContext } from './extract-message';
import type { LlmExtractor } from './llm-extractor';

/** Bumped whenever the rules change, so the store knows which facts a re-analysis would rebuild. */
export const ANALYZER_VERSION = 'rules-1';

export interface AnalysisDeps {
  embed(texts: string[]): Promise<number[][]>;
  /** The model behind `embed`; every vector of the analysis is tagged with it. */
  embeddingModel: string;
  /** Optional local-LLM extractor; where it answers, its facts replace the rules' (see llm-extractor.ts). */
  llm?: LlmExtractor | null;
}

/**
 * Analyse a batch of messages: time expressions, entities, atomic facts and foresight per
 * message (rule-based, src-main/engine/analysis/extract-message.ts), then one embedding call for
 * every distinct message text and fact text of the whole batch. Pure apart from `deps.embed`. Throws if
 * anything fails (the store then retries message by message to isolate the bad one).
 */
export async function analyzeMessages(messages: MessageInput[], deps: AnalysisDeps): Promise<MessageAnalysis[]> {
  const others = otherSpeakers(messages);
  const people = new Set(messages.map((m) => m.speaker.trim().toLowerCase()));
  const extractions: MessageExtraction[] = messages.map((m) => {
    const ctx: SpeakerContext = { speaker: m.speaker.trim() || 'Someone', other: m.addressee ?? others.get(`${m.conversation}\u0000${m.speaker}`) ?? null, people };
    return extractMessage(m, ctx);
  });
  if (deps.llm) {
    for (const [i, m] of messages.entries()) {
      const x = extractions[i]!;
      const facts = m.role === 'entry' ? await deps.llm.extract(m, x.timeExpressions) : null;
      if (facts) extractions[i] = { ...x, facts, foresight: foresightOf(facts, m.time) };
    }
  }
  const texts: string[] = [];
  for (let i = 0; i < messages.length; i++) {
    texts.push(messages[i]!.text);
    for (const f of extractions[i]!.facts) texts.push(f.text);
  }
  const vectors = await embedDistinct(texts, deps.embed);
  let k = 0;
  return messages.map((m, i) => {
    const x = extractions[i]!;
    const embedding = vectors[k++] ?? null;
    return {
      messageId: m.id,
      analyzerVersion: ANALYZER_VERSION,
      embeddingModel: deps.embeddingModel,
      embedding,
      timeExpressions: x.timeExpressions,
      entities: x.entities,
      facts: x.facts.map((f) => ({ ...f, embedding: vectors[k++] ?? null })),
      foresight: x.foresight,
    };
  });
}

/** Embed each distinct text once (repeated sentences and facts are common in a batch), in one call. */
async function embedDistinct(texts: readonly string[], embed: AnalysisDeps['embed']): Promise<number[][]> {
  const distinct = [...new Set(texts)];
  const vectors = distinct.length ? await embed(distinct) : [];
  if (vectors.length !== distinct.length) throw new Error(`Embedding returned ${vectors.length} vectors for ${distinct.length} texts`);
  const byText = new Map(distinct.map((t, i) => [t, vectors[i]!]));
  return texts.map((t) => byText.get(t)!);
}

/** In a conversation with exactly two speakers, "you" from one of them is the other. */
function otherSpeakers(messages: readonly MessageInput[]): Map<string, string> {
  const byConversation = new Map<string, Set<string>>();
  for (const m of messages) {
    const set = byConversation.get(m.conversation) ?? new Set<string>();
    set.add(m.speaker);
    byConversation.set(m.conversation, set);
  }
  const out = new Map<string, string>();
  for (const [conversation, speakers] of byConversation) {
    if (speakers.size !== 2) continue;
    const [a, b] = [...speakers] as [string, string];
    out.set(`${conversation}\u0000${a}`, b);
    out.set(`${conversation}\u0000${b}`, a);
  }
  return out;
}
