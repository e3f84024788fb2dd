import { describe, expect, it } from 'vitest';
import { only, tag } from '../test-support';

const REF = '2023-05-11T13:56:00';

describe('recurrences', () => {
  it.each([
    ['Dividends are paid annually.', 'annually', 'P1Y'],
    ['We run daily.', 'daily', 'P1D'],
    ['I swim every Monday.', 'every Monday', 'XXXX-WXX-1'],
    ['I call her each month.', 'each month', 'P1M'],
    ['We meet every other week.', 'every other week', 'P2W'],
    ['We hike every other Sunday.', 'every other Sunday', 'XXXX-WXX-7'],
    ['Orangemen march each July.', 'each July', 'XXXX-07'],
    ['The flights leave on Tuesday nights.', 'Tuesday nights', 'XXXX-WXX-2TNI'],
    ['Preferred stock pays $1.76 a year.', 'a year', 'P1Y'],
    ['I go twice a week.', 'twice a week', 'P1W'],
    ['Five days a week.', 'Five days a week', 'P1W'],
    ['I practise 2 hours a day.', '2 hours a day', 'P1D'],
    ['Five runs a week, building up slowly.', 'Five runs a week', 'P1W'],
    ['She eats three meals a day.', 'three meals a day', 'P1D'],
  ])('%s', (sentence, text, value) => {
    expect(tag(sentence, REF)).toEqual([[text, value]]);
  });

  it('types recurrences as SET with no interval', () => {
    const e = only('every Monday', REF);
    expect([e.timex3Type, e.type, e.interval]).toEqual(['SET', 'recurring', null]);
  });
});
