import { describe, expect, it } from 'vitest';
import type { EngineClient } from '../../src-shared/contract/engine-api';
import { createBackup, restoreBackup } from '../import/backup';
import type { JournalDB } from '../db/journal-db';
import { entry, freshStore, testEngine } from './memory-test-kit';
import { ReembedRunner, type ReembedProgress } from './reembed-runner';

const OLD = testEngine({ dim: 64, embeddingModel: 'words-64' });
const NEW = testEngine({ dim: 48, embeddingModel: 'words-48' });

/** A journal of `count` entries analysed with the old model, ids prefixed so two journals do not overlap. */
async function oldJournal(prefix: string, count: number): Promise<JournalDB> {
  const { db, store } = freshStore(OLD);
  await store.addMessages(Array.from({ length: count }, (_, i) => entry(`${prefix}${i}`, `2020-01-01T${String(i % 24).padStart(2, '0')}:00:00`, `I visited town number ${i}.`)));
  return db;
}

const stale = async (db: JournalDB) => (await db.messages.where('embeddingModel').notEqual('words-48').count()) + (await db.facts.where('embeddingModel').notEqual('words-48').count());

/** The new model's engine, whose embedding calls wait until `open()`; `held` counts the calls waiting. */
function gatedEngine() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const gate = { held: 0, open };
  const engine: EngineClient = {
    async call(method, req) {
      if (method === 'embedding.embed') {
        gate.held += 1;
        await opened;
      }
      return NEW.call(method, req);
    },
    on: NEW.on,
  };
  return { engine, gate };
}

describe('ReembedRunner', () => {
  it('re-embeds rows restored during a run by a run queued behind it', async () => {
    const db = await oldJournal('a', 40);
    const { engine, gate } = gatedEngine();
    const progress: (ReembedProgress | null)[] = [];
    const runner = new ReembedRunner(db, engine, (p) => progress.push(p));
    const first = runner.request();
    await expect.poll(() => gate.held).toBe(1);

    // An older backup restored now: the run in progress listed its rows before they existed.
    const backup = await createBackup(await oldJournal('b', 5));
    for (const row of [...backup.messages, ...backup.facts]) delete (row as { embeddingModel?: string | null }).embeddingModel;
    await restoreBackup(db, backup);
    const second = runner.request();
    gate.open();
    await Promise.all([first, second]);

    expect(await stale(db)).toBe(0);
    expect(progress.at(-1)).toBeNull();
  });

  it('after a Stop, leaves the rest stale until the next request, which finishes it', async () => {
    const db = await oldJournal('a', 40);
    const total = await stale(db);
    const { engine, gate } = gatedEngine();
    const runner = new ReembedRunner(db, engine, () => undefined);
    const stopped = runner.request();
    await expect.poll(() => gate.held).toBe(1);
    runner.stop();
    gate.open();
    await stopped;
    expect(await stale(db)).toBe(total - 32);

    await runner.request();
    expect(await stale(db)).toBe(0);
  });
});
