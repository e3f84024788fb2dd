import { EngineError } from '../../src-shared/contract/engine-error';

/** Small boundary checks: anything that arrives over a transport is `unknown` until these pass. */

export function badRequest(message: string): EngineError {
  return new EngineError('bad_request', message);
}

export function expectRecord(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest(`${what} must be an object`);
  }
  return value as Record<string, unknown>;
}

export function expectString(value: unknown, what: string, maxLength: number): string {
  if (typeof value !== 'string') throw badRequest(`${what} must be a string`);
  if (value.length > maxLength) throw badRequest(`${what} is too long (${value.length} characters, at most ${maxLength})`);
  return value;
}

export function expectFiniteNumber(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badRequest(`${what} must be a finite number`);
  return value;
}

export function expectArray(value: unknown, what: string, maxItems: number): unknown[] {
  if (!Array.isArray(value)) throw badRequest(`${what} must be an array`);
  if (value.length > maxItems) throw badRequest(`${what} has too many items (${value.length}, at most ${maxItems})`);
  return value;
}

export function expectOneOf<T extends string>(value: unknown, allowed: readonly T[], what: string): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw badRequest(`${what} must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

/** Rejects keys the method does not know, so a typo fails loudly instead of being ignored. */
export function expectOnlyKeys(record: Record<string, unknown>, allowed: readonly string[], what: string): void {
  const unknown = Object.keys(record).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw badRequest(`${what} has unknown field(s): ${unknown.join(', ')}`);
}
