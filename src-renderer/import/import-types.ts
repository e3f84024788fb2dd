import type { MessageInput } from '../../src-shared/contract/engine-api';

/** One file handed to an importer: its path relative to the chosen folder (or its name) and its text. */
export interface ImportFile {
  path: string;
  text: string;
}

/** A message an importer found, ready for `MemoryStore.addMessages`; `source` says where it came from. */
export interface ImportEntry extends MessageInput {
  source: string;
}

/** Something left out, and why, in words a person understands. */
export interface Skipped {
  source: string;
  reason: string;
}

export interface ParseResult {
  entries: ImportEntry[];
  skipped: Skipped[];
}

export interface ParseOptions {
  /** Speaker of journal entries and of chat messages from "the user". */
  speaker: string;
}

/** Longest entry kept as one message; longer texts are split at paragraph boundaries, never truncated. */
export const MAX_ENTRY_CHARS = 20_000;
