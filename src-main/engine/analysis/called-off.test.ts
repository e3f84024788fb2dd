import { describe, expect, it } from 'vitest';
import { parseWallTime } from '../../../src-shared/domain/wall-time';
import { splitSentences } from './normalise-text';
import { callsOffIn } from './called-off';

const SAID = parseWallTime('2023-09-20T19:00:00');
const calledOff = (text: string) => splitSentences(text).flatMap((s) => callsOffIn(s, 'Yusuf', SAID));
const relations = (text: string) => calledOff(text).map((f) => f.relation);

describe('callsOffIn', () => {
  it('marks a postponed or cancelled move, or job, of the speaker', () => {
    expect(relations("The move is postponed, we're staying in Ankara until spring.")).toEqual(['lives_in']);
    expect(relations('Our relocation fell through.')).toEqual(['lives_in']);
    expect(relations('The job offer was cancelled, so I am staying at Globex.')).toEqual(['works_at', 'job_title']);
    const [marker] = calledOff('The move is postponed.');
    expect(marker).toMatchObject({ subject: 'Yusuf', object: null, validFrom: SAID, attributes: { callsOff: 'true' } });
  });

  it('marks nothing for a move done, a question, someone else\'s plan, or other postponed things', () => {
    for (const text of ['We moved to Izmir last week!', 'Is the move postponed?', "Sam's move is postponed.", 'She cancelled her move.', 'The concert was postponed.']) {
      expect(relations(text), text).toEqual([]);
    }
  });

  it('handles empty, huge and hostile input', () => {
    expect(relations('')).toEqual([]);
    expect(relations('postponed '.repeat(50_000) + 'move')).toEqual(['lives_in']);
    expect(relations('\u0000\u202e move <script>postponed</script>')).toEqual(['lives_in']);
    expect(relations(`${'not moving '.repeat(20_000)}move`)).toEqual([]);
    expect(relations("We're not moving to Izmir after all.")).toEqual(['lives_in']);
  });
});
