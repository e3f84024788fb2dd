import type { EngineHandlers } from '../../../src-shared/contract/engine-api';
import type { EngineContext } from '../engine-context';

export function embeddingHandlers(ctx: EngineContext): Pick<EngineHandlers, 'embedding.embed'> {
  return {
    'embedding.embed': async ({ texts }) => {
      const service = ctx.embedding();
      const vectors = await service.embed(texts);
      return { vectors, dim: service.dim ?? vectors[0]?.length ?? 0, model: service.model };
    },
  };
}
