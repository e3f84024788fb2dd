import type { Episode, MemCell, Message } from '../../src-shared/domain/memory';
import type { WallMs } from '../../src-shared/domain/time';
import { DEFAULT_CELL_OPTIONS, narrateCell, orderMessages, segmentCells, type CellMessage, type CellOptions } from '../../src-shared/memory/cells';
import type { JournalDB } from '../db/journal-db';

/**
 * Rebuild the memory cells and episodes of one conversation from the earliest changed time on,
 * and point each fact at its cell. One transaction per conversation.
 *
 * Segmentation walks messages in (time, id) order and decides each boundary from earlier
 * messages only, so a change at time t cannot move any boundary before t: re-segmenting from the
 * start of the cell that holds the last message before t gives exactly the cells a full rebuild
 * would (appending an entry touches only the last cell). `from` omitted = the whole conversation.
 */
export async function rebuildConversationCells(db: JournalDB, conversation: string, from: WallMs = -Infinity, options: CellOptions = DEFAULT_CELL_OPTIONS): Promise<void> {
  await db.transaction('rw', [db.messages, db.facts, db.cells, db.episodes], async () => {
    const cells = await db.cells.where('conversation').equals(conversation).toArray();
    const anchor = orderMessages(cells.map((c) => ({ ...c, time: c.start, id: c.messageIds[0] ?? '' }))).filter((c) => c.start < from).at(-1);
    const start = anchor?.start ?? -Infinity;
    const firstId = anchor?.messageIds[0] ?? '';
    const after = (m: { time: WallMs; id: string }) => m.time > start || (m.time === start && m.id >= firstId);
    const rows: Message[] = Number.isFinite(start)
      ? await db.messages.where('time').aboveOrEqual(start).and((m) => m.conversation === conversation).toArray()
      : await db.messages.where('conversation').equals(conversation).toArray();
    const input: CellMessage[] = rows
      .filter((m) => m.role === 'entry' && after(m))
      .map((m) => ({ id: m.id, conversation: m.conversation, time: m.time, speaker: m.speaker, text: m.text, embedding: m.embedding, embeddingModel: m.embeddingModel }));
    const segments = segmentCells(input, options);
    const owner = await conversationOwner(db, conversation);
    const byId = new Map(input.map((m) => [m.id, m]));
    const ids = [...byId.keys()];
    const facts = ids.length ? await db.facts.where('sourceMessageIds').anyOf(ids).distinct().toArray() : [];
    // A fact is told in the narrative of every message that stated it, but belongs to the cell of its main source.
    const factTexts = new Map<string, string[]>();
    for (const f of facts) for (const id of f.sourceMessageIds) if (byId.has(id)) factTexts.set(id, [...(factTexts.get(id) ?? []), f.text]);

    const nextCells: MemCell[] = [];
    const episodes: Episode[] = [];
    const cellOfMessage = new Map<string, string>();
    for (const seg of segments) {
      const story = narrateCell(seg.messageIds.map((id) => byId.get(id)!), factTexts, owner);
      nextCells.push({ id: seg.id, conversation, start: seg.start, end: seg.end, messageIds: seg.messageIds, participants: seg.participants, summary: story.summary });
      episodes.push({ id: `ep_${seg.id}`, cellIds: [seg.id], start: seg.start, end: seg.end, narrative: story.narrative, narrativeFirstPerson: story.narrativeFirstPerson });
      for (const id of seg.messageIds) cellOfMessage.set(id, seg.id);
    }
    const keep = new Set(nextCells.map((c) => c.id));
    const stale = cells.filter((c) => after({ time: c.start, id: c.messageIds[0] ?? '' }) && !keep.has(c.id)).map((c) => c.id);
    if (stale.length) {
      await db.cells.bulkDelete(stale);
      await db.episodes.bulkDelete(stale.map((id) => `ep_${id}`));
    }
    await db.cells.bulkPut(nextCells);
    await db.episodes.bulkPut(episodes);
    for (const f of facts) {
      const cellId = cellOfMessage.get(f.sourceMessageId);
      if (cellId !== undefined && f.cellId !== cellId) await db.facts.update(f.id, { cellId });
    }
  });
}

/** The journal's owner in a conversation: whoever wrote its first entry (cheap, and the same in any arrival order). */
async function conversationOwner(db: JournalDB, conversation: string): Promise<string> {
  const first = await db.messages
    .orderBy('time')
    .filter((m) => m.conversation === conversation && m.role === 'entry')
    .first();
  return first?.speaker ?? '';
}
