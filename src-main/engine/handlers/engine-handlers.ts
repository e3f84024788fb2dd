import type { EngineHandlers } from '../../../src-shared/contract/engine-api';
import type { EngineContext } from '../engine-context';

export function engineHandlers(ctx: EngineContext): Pick<EngineHandlers, 'engine.status'> {
  return {
    'engine.status': async () => ctx.status(),
  };
}
