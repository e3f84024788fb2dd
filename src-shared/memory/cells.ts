import { isComparableModel } from '../domain/memory';
import type { WallMs } from '../domain/time';
import { stableId } from './stable-id';
import { compareByTime } from '../domain/message-order';

/** What boundary detection needs of a message. */
export interface CellMessage {
  id: string;
  conversation: string;
  time: WallMs;
  speaker: string;
  text: string;
  embedding: number[] | null;
  /** The model that made `embedding`: a topic shift is read only between vectors of one model. */
  embeddingModel: string | null;
}

export interface CellOptions {
  /** A silence longer than this starts a new cell. */
  maxGapMs: number;
  /** A message less similar than this (cosine) to the recent messages of its cell starts a new cell. */
  minTopicSimilarity: number;
  /** How many recent messages the topic of a cell is read from. */
  topicWindow: number;
  /** Messages a cell needs before a topic shift may end it (short exchanges stay whole). */
  minMessagesBeforeTopicShift: number;
  /** Cells never grow longer than this. */
  maxMessages: number;
}

export const DEFAULT_CELL_OPTIONS: CellOptions = {
  maxGapMs: 2 * 3_600_000,
  minTopicSimilarity: 0.12,
  topicWindow: 3,
  minMessagesBeforeTopicShift: 4,
  maxMessages: 40,
};

export interface CellSegment {
  id: string;
  conversation: string;
  messageIds: string[];
  start: WallMs;
  end: WallMs;
  participants: string[];
}

/** Messages in a deterministic order: by time, then id (so any arrival order gives the same cells). */
export function orderMessages<T extends { time: WallMs; id: string }>(messages: readonly T[]): T[] {
  return [...messages].sort(compareByTime);
}

/**
 * Boundary detection over one conversation (EverMemOS MemCell): a new cell starts after a time
 * gap, after `maxMessages`, or when a message's embedding drifts away from the recent messages of
 * the current cell (topic shift). Pure; the cell id is derived from its first message.
 */
export function segmentCells(messages: readonly CellMessage[], options: CellOptions = DEFAULT_CELL_OPTIONS): CellSegment[] {
  const ordered = orderMessages(messages);
  const cells: CellMessage[][] = [];
  let current: CellMessage[] = [];
  for (const m of ordered) {
    const prev = current.at(-1);
    const gap = prev ? m.time - prev.time > options.maxGapMs : false;
    const full = current.length >= options.maxMessages;
    const shift =
      current.length >= options.minMessagesBeforeTopicShift &&
      m.embedding !== null &&
      isComparableModel(m.embeddingModel) &&
      topicSimilarity(m.embedding, m.embeddingModel, current.slice(-options.topicWindow)) < options.minTopicSimilarity;
    if (prev && (gap || full || shift)) {
      cells.push(current);
      current = [];
    }
    current.push(m);
  }
  if (current.length) cells.push(current);
  return cells.map((c) => ({
    id: stableId('c', `${c[0]!.conversation}|${c[0]!.id}`),
    conversation: c[0]!.conversation,
    messageIds: c.map((m) => m.id),
    start: c[0]!.time,
    end: c.at(-1)!.time,
    participants: [...new Set(c.map((m) => m.speaker))].sort(),
  }));
}

function topicSimilarity(v: number[], model: string, recent: readonly CellMessage[]): number {
  const vectors = recent
    .filter((m) => m.embeddingModel === model)
    .map((m) => m.embedding)
    .filter((e): e is number[] => e !== null && e.length === v.length);
  if (!vectors.length) return 1;
  const centroid = new Array<number>(v.length).fill(0);
  for (const e of vectors) for (let i = 0; i < v.length; i++) centroid[i]! += e[i]!;
  return cosine(v, centroid);
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

const MAX_NARRATIVE_LINES = 12;

/**
 * An extractive episode for one cell: the third-person narrative is the cell's fact sentences
 * (already self-contained and dated), falling back to "X said: ..." for messages without facts;
 * the first-person narrative keeps the owner's own words and reports the others.
 */
export function narrateCell(
  messages: readonly CellMessage[],
  factTextsByMessage: ReadonlyMap<string, readonly string[]>,
  owner: string,
): { narrative: string; narrativeFirstPerson: string; summary: string } {
  const ordered = orderMessages(messages);
  const third: string[] = [];
  const first: string[] = [];
  for (const m of ordered) {
    const facts = factTextsByMessage.get(m.id) ?? [];
    const said = firstSentence(m.text);
    if (facts.length) third.push(...facts);
    else if (said) third.push(`${m.speaker} said: "${said}"`);
    if (said) first.push(m.speaker === owner ? said : `${m.speaker} said: "${said}"`);
  }
  const narrative = [...new Set(third)].slice(0, MAX_NARRATIVE_LINES).join(' ');
  const narrativeFirstPerson = first.slice(0, MAX_NARRATIVE_LINES).join(' ');
  const summary = [...new Set(third)].slice(0, 3).join(' ').slice(0, 400);
  return { narrative, narrativeFirstPerson, summary };
}

function firstSentence(text: string): string {
  const s = text.trim().split(/(?<=[.!?])\s+/)[0] ?? '';
  return s.length > 200 ? `${s.slice(0, 197)}...` : s;
}
