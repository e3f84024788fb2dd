import type { Episode, MemCell } from '../../src-shared/domain/memory';
import { DEFAULT_CELL_OPTIONS, narrateCell, segmentCells, type CellMessage, type CellOptions } from '../../src-shared/memory/cells';
import type { JournalDB } from '../db/journal-db';

/**
 * Rebuild the memory cells and episodes of one conversation from its messages (derived data, so a
 * full rebuild keeps them independent of arrival order), and point each fact at its cell.
 * One transaction per conversation.
 */
export async function rebuildConversationCells(db: JournalDB, conversation: string, options: CellOptions = DEFAULT_CELL_OPTIONS): Promise<void> {
  await db.transaction('rw', [db.messages, db.facts, db.cells, db.episodes], async () => {
    const messages = (await db.messages.where('conversation').equals(conversation).toArray()).filter((m) => m.role === 'entry');
    const input: CellMessage[] = messages.map((m) => ({ id: m.id, conversation: m.conversation, time: m.time, speaker: m.speaker, text: m.text, embedding: m.embedding }));
    const segments = segmentCells(input, options);
    const owner = mostFrequentSpeaker(input);
    const byId = new Map(input.map((m) => [m.id, m]));
    const ids = new Set(input.map((m) => m.id));
    const facts = await db.facts.where('sourceMessageIds').anyOf([...ids]).distinct().toArray();
    // A fact is told in the narrative of every message that stated it, but belongs to the cell of its main source.
    const factTexts = new Map<string, string[]>();
    for (const f of facts) for (const id of f.sourceMessageIds) if (ids.has(id)) factTexts.set(id, [...(factTexts.get(id) ?? []), f.text]);

    const cells: MemCell[] = [];
    const episodes: Episode[] = [];
    const cellOfMessage = new Map<string, string>();
    for (const seg of segments) {
      const story = narrateCell(seg.messageIds.map((id) => byId.get(id)!), factTexts, owner);
      cells.push({ id: seg.id, conversation, start: seg.start, end: seg.end, messageIds: seg.messageIds, participants: seg.participants, summary: story.summary });
      episodes.push({ id: `ep_${seg.id}`, cellIds: [seg.id], start: seg.start, end: seg.end, narrative: story.narrative, narrativeFirstPerson: story.narrativeFirstPerson });
      for (const id of seg.messageIds) cellOfMessage.set(id, seg.id);
    }
    const oldCells = await db.cells.where('conversation').equals(conversation).primaryKeys();
    const keep = new Set(cells.map((c) => c.id));
    const stale = oldCells.filter((id) => !keep.has(id));
    if (stale.length) {
      await db.cells.bulkDelete(stale);
      await db.episodes.bulkDelete(stale.map((id) => `ep_${id}`));
    }
    await db.cells.bulkPut(cells);
    await db.episodes.bulkPut(episodes);
    const moved = facts.filter((f) => f.cellId !== (cellOfMessage.get(f.sourceMessageId) ?? null));
    for (const f of moved) await db.facts.update(f.id, { cellId: cellOfMessage.get(f.sourceMessageId) ?? null });
  });
}

function mostFrequentSpeaker(messages: readonly CellMessage[]): string {
  const counts = new Map<string, number>();
  for (const m of messages) counts.set(m.speaker, (counts.get(m.speaker) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? '';
}
