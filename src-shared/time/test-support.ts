import { parseWallTime } from '../domain/wall-time';
import { findTimeExpressions, type FindOptions } from './index';

/** Test shorthand: the [text, value] pairs found in `text` written at `writtenAt` (ISO local time). */
export function tag(text: string, writtenAt: string, options?: FindOptions): [string, string][] {
  return findTimeExpressions(text, parseWallTime(writtenAt), options).map((e) => [e.text, e.value]);
}

/** The single expression found in `text`, failing loudly when there is not exactly one. */
export function only(text: string, writtenAt: string, options?: FindOptions) {
  const found = findTimeExpressions(text, parseWallTime(writtenAt), options);
  if (found.length !== 1) throw new Error(`expected one expression in ${JSON.stringify(text)}, got ${JSON.stringify(found.map((e) => e.text))}`);
  return found[0]!;
}
