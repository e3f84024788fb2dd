import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import { toldAsNews } from './told-as-news';

const T = (iso: string) => Date.parse(`${iso}Z`);
const said = (messageId: string, text: string, iso: string) => ({ messageId, text, time: T(iso) });

describe('toldAsNews', () => {
  it('finds the earliest message telling the state as news: held "now", or a change told with no time', () => {
    const dating = said('a', "I'm dating Daniel now, it's official!", '2017-08-01T21:00:00');
    const married = said('b', 'Married Daniel in a tiny ceremony by the lake.', '2021-06-19T23:00:00');
    expect(toldAsNews('Daniel', [married, dating], findTimeExpressions)).toEqual({ message: dating, now: true });
    expect(toldAsNews('senior developer', [said('p', 'Promoted to senior developer!', '2020-02-03T18:00:00')], findTimeExpressions)).toMatchObject({ now: false });
  });
  it('ignores "now" with a length, a change with a time of its own, and a sentence not naming the value', () => {
    expect(toldAsNews('Deutsche Bank', [said('e', "I've been at Deutsche Bank for three years now.", '2019-06-01T20:00:00')], findTimeExpressions)).toBeNull();
    expect(toldAsNews('senior developer', [said('p', 'Promoted to senior developer last spring!', '2020-02-03T18:00:00')], findTimeExpressions)).toBeNull();
    expect(toldAsNews('Leeds', [said('l', 'Moved house. Leeds is rainy now.', '2020-02-03T18:00:00')], findTimeExpressions)).toMatchObject({ now: true });
    expect(toldAsNews('Leeds', [said('l', 'Moved house today.', '2020-02-03T18:00:00')], findTimeExpressions)).toBeNull();
  });
  it('takes the earlier turn of a sitting whose turns share one time', () => {
    const first = said('D3:2', 'Promoted to senior developer!', '2020-02-03T18:00:00');
    const again = said('D3:10', "I'm a senior developer now, can you believe it.", '2020-02-03T18:00:00');
    expect(toldAsNews('senior developer', [again, first], findTimeExpressions)).toEqual({ message: first, now: false });
  });
  it('survives empty and hostile text', () => {
    for (const text of ['', '!!!', 'now '.repeat(5000), '🙂 now 🙂']) expect(() => toldAsNews('x', [said('h', text, '2020-01-01T00:00:00')], findTimeExpressions)).not.toThrow();
    expect(toldAsNews('', [said('h', 'Promoted now!', '2020-01-01T00:00:00')], findTimeExpressions)).toBeNull();
  });
});
