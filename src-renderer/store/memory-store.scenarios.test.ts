import { describe, expect, it } from 'vitest';
import { formatWallDate } from '../../src-shared/domain/wall-time';
import { entry, freshStore } from './memory-test-kit';
import { currentState, findEntity, stateBefore, stateTimeline } from './memory-queries';

describe('time-conflict scenarios', () => {
  it('Paris -> London -> Tokyo: current is Tokyo, before Tokyo was London, older values archived not deleted', async () => {
    const { db, store } = freshStore();
    await store.addMessages([
      entry('m1', '2018-03-01T09:00:00', 'I live in Paris.'),
      entry('m2', '2019-06-10T09:00:00', 'I moved to London last week.'),
      entry('m3', '2022-02-01T09:00:00', 'Big news: I moved to Tokyo yesterday!'),
    ]);
    const me = (await findEntity(db, 'Me'))!;
    const now = await currentState(db, me.id, 'lives_in');
    expect(now.map((f) => f.text)).toEqual(['Me moved to Tokyo on 31 January 2022.']);
    const before = await stateBefore(db, me.id, 'lives_in', 'Tokyo');
    expect(before?.text).toMatch(/London/);
    const chain = await stateTimeline(db, me.id, 'lives_in');
    expect(chain.map((f) => [f.status, formatWallDate(f.validFrom!), f.validTo === null ? null : formatWallDate(f.validTo)])).toEqual([
      ['archived', '2018-03-01', '2019-06-03'],
      ['archived', '2019-06-03', '2022-01-31'],
      ['active', '2022-01-31', null],
    ]);
    expect(chain[0]!.supersededBy).toBe(chain[1]!.id);
    expect(chain[0]!.expiredAt).not.toBeNull();
  });
});
