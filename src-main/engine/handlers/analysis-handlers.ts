import type { EngineHandlers } from '../../../src-shared/contract/engine-api';
import type { EngineContext } from '../engine-context';

/** Loaded on first use: the analyser pulls in large NLP lexicons the engine should not wait for at start-up. */
const loadAnalyzer = () => import('../analysis/analyze-messages');
const loadLlmExtractor = () => import('../analysis/llm-extractor');

export function analysisHandlers(ctx: EngineContext): Pick<EngineHandlers, 'analysis.analyze'> {
  return {
    'analysis.analyze': async ({ messages }) => {
      const [{ analyzeMessages }, { llmExtractorFromSettings }] = await Promise.all([loadAnalyzer(), loadLlmExtractor()]);
      // The optional local-LLM extractor is off unless the user set an endpoint and model; any failure falls back to the rules.
      const llm = llmExtractorFromSettings(ctx.settings.get());
      // One service for the whole call, so the vectors and their model tag agree even if the settings change meanwhile.
      const service = ctx.embedding();
      return analyzeMessages(messages, { embed: (texts) => service.embed(texts), embeddingModel: service.model, llm });
    },
  };
}
