import { compareByTime } from '../../src-shared/domain/message-order';

/**
 * Messages of each conversation in time order (ties by id, compareIds), kept sorted as messages arrive in
 * any order, so a message's neighbours (the turn it answers) are one look-up away.
 */
interface Entry {
  time: number;
  id: string;
}

const before = (a: Entry, b: Entry) => compareByTime(a, b) < 0;

export class ConversationOrder {
  private readonly lists = new Map<string, Entry[]>();

  private position(list: Entry[], e: Entry): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(list[mid]!, e)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Insert and return the neighbours' ids. */
  insert(conversation: string, time: number, id: string): { prev: string | null; next: string | null } {
    let list = this.lists.get(conversation);
    if (!list) this.lists.set(conversation, (list = []));
    const e = { time, id };
    const at = this.position(list, e);
    list.splice(at, 0, e);
    return { prev: list[at - 1]?.id ?? null, next: list[at + 1]?.id ?? null };
  }

  /** Remove and return the id that now follows where it was (whose predecessor changed). */
  remove(conversation: string, time: number, id: string): { next: string | null } {
    const list = this.lists.get(conversation);
    if (!list) return { next: null };
    const at = this.position(list, { time, id });
    if (list[at]?.id !== id) return { next: null };
    list.splice(at, 1);
    return { next: list[at]?.id ?? null };
  }

  previous(conversation: string, time: number, id: string): string | null {
    return this.around(conversation, time, id, 1).find((t) => t.offset === -1)?.id ?? null;
  }

  /** The turns up to `radius` places before and after a message (nearest first), with their offsets. */
  around(conversation: string, time: number, id: string, radius: number): { id: string; offset: number }[] {
    const list = this.lists.get(conversation);
    if (!list) return [];
    const at = this.position(list, { time, id });
    if (list[at]?.id !== id) return [];
    const out: { id: string; offset: number }[] = [];
    for (let d = 1; d <= radius; d++) {
      for (const offset of [-d, d]) {
        const e = list[at + offset];
        if (e) out.push({ id: e.id, offset });
      }
    }
    return out;
  }

  clear(): void {
    this.lists.clear();
  }
}
