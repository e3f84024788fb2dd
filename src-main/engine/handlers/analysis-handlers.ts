import type { EngineHandlers } from '../../../src-shared/contract/engine-api';
import type { EngineContext } from '../engine-context';

/** Loaded on first use: the analyser pulls in large NLP lexicons the engine should not wait for at start-up. */
const loadAnalyzer = () => import('../analysis/analyze-messages');

export function analysisHandlers(ctx: EngineContext): Pick<EngineHandlers, 'analysis.analyze'> {
  return {
    'analysis.analyze': async ({ messages }) => {
      const { analyzeMessages } = await loadAnalyzer();
      return analyzeMessages(messages, { embed: (texts) => ctx.embedding().embed(texts) });
    },
  };
}
