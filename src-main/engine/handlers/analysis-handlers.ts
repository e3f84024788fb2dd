import type { EngineHandlers } from '../../../src-shared/contract/engine-api';
import { analyzeMessages } from '../analysis/analyze-messages';
import type { EngineContext } from '../engine-context';

export function analysisHandlers(ctx: EngineContext): Pick<EngineHandlers, 'analysis.analyze'> {
  return {
    'analysis.analyze': async ({ messages }) => analyzeMessages(messages, { embed: (texts) => ctx.embedding().embed(texts) }),
  };
}
