import type { EngineHandlers } from '../../../src-shared/contract/engine-api';
import { findTimeExpressions } from '../../../src-shared/time/index';

export function timeHandlers(): Pick<EngineHandlers, 'time.find'> {
  return {
    'time.find': async ({ text, reference }) => findTimeExpressions(text, reference),
  };
}
