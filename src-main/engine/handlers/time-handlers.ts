import type { EngineHandlers } from '../../../src-shared/contract/engine-api';

/** Loaded on first use: the recogniser's rule tables are large and the engine should start without them. */
const loadTimex = () => import('../../../src-shared/time/index');

export function timeHandlers(): Pick<EngineHandlers, 'time.find'> {
  return {
    'time.find': async ({ text, reference }) => (await loadTimex()).findTimeExpressions(text, reference),
  };
}
