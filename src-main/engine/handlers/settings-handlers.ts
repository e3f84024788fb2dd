import type { EngineHandlers } from '../../../src-shared/contract/engine-api';
import type { EngineContext } from '../engine-context';

export function settingsHandlers(ctx: EngineContext): Pick<EngineHandlers, 'settings.get' | 'settings.update'> {
  return {
    'settings.get': async () => ctx.settings.get(),
    'settings.update': async (patch) => {
      const next = await ctx.settings.update(patch);
      await ctx.applySettings(next);
      return next;
    },
  };
}
