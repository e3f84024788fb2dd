export type EngineErrorCode = 'bad_request' | 'unknown_method' | 'unavailable' | 'cancelled' | 'internal';

/** The plain shape an error takes on the wire. */
export interface SerializedEngineError {
  name: 'EngineError';
  code: EngineErrorCode;
  message: string;
}

/** An error that crosses the engine boundary intact: typed code, clear message, no stack. */
export class EngineError extends Error {
  override readonly name = 'EngineError';
  constructor(
    readonly code: EngineErrorCode,
    message: string,
  ) {
    super(message);
  }

  toJSON(): SerializedEngineError {
    return { name: 'EngineError', code: this.code, message: this.message };
  }

  static from(err: unknown): EngineError {
    if (err instanceof EngineError) return err;
    if (isSerializedEngineError(err)) return new EngineError(err.code, err.message);
    const message = err instanceof Error ? err.message : String(err);
    return new EngineError('internal', message || 'Unknown engine error');
  }
}

export function isSerializedEngineError(value: unknown): value is SerializedEngineError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { name?: unknown }).name === 'EngineError' &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
