import { existsSync, readFileSync } from 'node:fs';
import type { Entity, Fact, Message } from '../../../src-shared/domain/memory';
import type { JournalDB } from '../../../src-renderer/db/journal-db';
import { cacheFile } from './ingest-cache';
import type { LocomoConversation } from './locomo-data';

/**
 * A large journal for the latency run, assembled from cached conversation ingests: copies of the
 * conversations (ids, keys and conversations prefixed, later copies shifted in time, as a growing
 * journal) until `target` messages. Used when a full fresh ingest of that many messages would
 * take too long; ingest throughput is measured on fresh ingests instead.
 */
const COPY_SHIFT_MS = 400 * 86_400_000;

export async function assembleFromCache(
  db: JournalDB,
  conversations: readonly LocomoConversation[],
  target: number,
  dir: string,
): Promise<{ messages: number; questions: { id: string; question: string }[] } | null> {
  const files = conversations.map((c) => cacheFile(dir, c.history));
  if (files.some((f) => !existsSync(f))) return null;
  const saved = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as { messages: Message[]; facts: Fact[]; entities: Entity[] });
  let count = 0;
  const questions: { id: string; question: string }[] = [];
  for (let copy = 0; count < target; copy++) {
    for (const [i, c] of conversations.entries()) {
      if (count >= target) break;
      const p = (id: string) => `${copy}/${c.name}/${id}`;
      const shift = (t: number | null) => (t === null ? null : t + copy * COPY_SHIFT_MS);
      const { messages, facts, entities } = saved[i]!;
      const kept = messages.filter((m) => m.role === 'entry').slice(0, target - count);
      const keptIds = new Set(kept.map((m) => m.id));
      await db.messages.bulkPut(kept.map((m) => ({ ...m, id: p(m.id), conversation: p(m.conversation), time: shift(m.time)!, recordedAt: shift(m.recordedAt)! })));
      await db.entities.bulkPut(entities.map((e) => ({ ...e, id: p(e.id), key: p(e.key) })));
      await db.facts.bulkPut(
        facts
          .filter((f) => keptIds.has(f.sourceMessageId))
          .map((f) => ({
            ...f,
            id: p(f.id),
            subjectId: p(f.subjectId),
            objectId: f.objectId && p(f.objectId),
            sourceMessageId: p(f.sourceMessageId),
            sourceMessageIds: f.sourceMessageIds.map(p),
            supersededBy: f.supersededBy && p(f.supersededBy),
            cellId: null,
            claims: undefined,
            validFrom: shift(f.validFrom),
            validTo: shift(f.validTo),
            recordedAt: shift(f.recordedAt)!,
            expiredAt: shift(f.expiredAt),
            eventTime: f.eventTime && { ...f.eventTime, start: shift(f.eventTime.start)!, end: shift(f.eventTime.end)! },
          })),
      );
      count += kept.length;
      if (copy === 0) questions.push(...c.questions.slice(0, 25).map((q) => ({ id: `${copy}/${q.id}`, question: q.question })));
    }
  }
  return { messages: count, questions };
}
