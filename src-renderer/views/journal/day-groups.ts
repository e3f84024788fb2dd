import type { WallMs } from '../../../src-shared/domain/time';
import { formatWallDate } from '../../../src-shared/domain/wall-time';

export interface DayGroup<T> {
  /** `YYYY-MM-DD` of the wall-clock day. */
  day: string;
  start: WallMs;
  items: T[];
}

/** Sorts items by time (stable for equal times) and splits them into calendar days, oldest first. */
export function groupByDay<T extends { time: WallMs }>(items: readonly T[]): DayGroup<T>[] {
  const sorted = [...items].sort((a, b) => a.time - b.time);
  const groups: DayGroup<T>[] = [];
  for (const item of sorted) {
    const day = formatWallDate(item.time);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, start: Date.parse(`${day}T00:00:00Z`), items: [item] });
  }
  return groups;
}
