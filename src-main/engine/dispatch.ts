import type { EngineHandlers, EngineMethod, EngineResponse } from '../../src-shared/contract/engine-api';
import { EngineError } from '../../src-shared/contract/engine-error';
import { requestValidators } from './request-validators';

export function isEngineMethod(method: unknown): method is EngineMethod {
  return typeof method === 'string' && Object.hasOwn(requestValidators, method);
}

/**
 * The single entry point every transport uses: checks the method name and the request, runs
 * the handler, and turns any failure into an EngineError (so it serialises the same everywhere).
 */
export async function dispatch(handlers: EngineHandlers, method: unknown, req: unknown): Promise<EngineResponse<EngineMethod>> {
  if (!isEngineMethod(method)) {
    throw new EngineError('unknown_method', `unknown engine method: ${JSON.stringify(String(method)).slice(0, 80)}`);
  }
  try {
    const checked = requestValidators[method](req) as never;
    return await (handlers[method] as (req: never) => Promise<EngineResponse<EngineMethod>>)(checked);
  } catch (err) {
    throw EngineError.from(err);
  }
}
