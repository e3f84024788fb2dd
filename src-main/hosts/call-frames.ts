import type { EngineHandlers } from '../../src-shared/contract/engine-api';
import { EngineError } from '../../src-shared/contract/engine-error';
import type { ErrorFrame, ResultFrame } from '../../src-shared/contract/wire-protocol';
import { dispatch } from '../engine/dispatch';

const errorFrame = (id: number | null, err: unknown): ErrorFrame => ({ type: 'error', id, error: EngineError.from(err).toJSON() });

/**
 * Answer one incoming call frame (already JSON-decoded) with a result or error frame. Any
 * malformed frame is answered with a bad_request error instead of being dropped, so the
 * caller is never left waiting.
 */
export async function answerCallFrame(handlers: EngineHandlers, frame: unknown): Promise<ResultFrame | ErrorFrame> {
  const f = typeof frame === 'object' && frame !== null ? (frame as Record<string, unknown>) : {};
  const id = Number.isSafeInteger(f.id) ? (f.id as number) : null;
  if (f.type !== 'call' || id === null) {
    return errorFrame(id, new EngineError('bad_request', 'expected a frame {"type":"call","id":<integer>,"method":...,"req":...}'));
  }
  try {
    return { type: 'result', id, result: await dispatch(handlers, f.method, f.req) };
  } catch (err) {
    return errorFrame(id, err);
  }
}

/** Decode a text frame; undecodable text becomes a bad_request error frame. */
export function decodeFrame(text: string): { frame: unknown } | { error: ErrorFrame } {
  try {
    return { frame: JSON.parse(text) };
  } catch {
    return { error: errorFrame(null, new EngineError('bad_request', 'frame is not valid JSON')) };
  }
}
