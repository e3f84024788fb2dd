import { MAX_ENTRY_CHARS } from './import-types';

/** Removes control characters (keeping newlines and tabs) and normalises line endings. */
export function cleanText(text: string): string {
  // C0 controls except tab and newline, DEL, and C1 controls.
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '').replace(/^\uFEFF/, '');
}

/** FNV-1a 32-bit hash as 8 hex digits: stable ids make re-importing the same file a no-op. */
export function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * Splits a text longer than `max` into parts at paragraph, then line, then hard boundaries, so an
 * oversized entry is kept whole across several messages instead of being truncated or refused.
 */
export function splitLongText(text: string, max = MAX_ENTRY_CHARS): string[] {
  if (text.length <= max) return [text];
  const parts: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    let cut = window.lastIndexOf('\n\n');
    if (cut < max / 2) cut = window.lastIndexOf('\n');
    if (cut < max / 2) cut = window.lastIndexOf(' ');
    if (cut < max / 2) cut = max;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut);
  }
  if (rest.trim()) parts.push(rest.trim());
  return parts.filter(Boolean);
}
