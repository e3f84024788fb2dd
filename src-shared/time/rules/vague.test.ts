import { describe, expect, it } from 'vitest';
import { only, tag } from '../test-support';

const REF = '2023-05-11T13:56:00';

describe('vague references', () => {
  it.each([
    ['She lives there now.', 'now', 'PRESENT_REF'],
    ['He is currently away.', 'currently', 'PRESENT_REF'],
    ['I saw him recently.', 'recently', 'PAST_REF'],
    ['I went there a while back.', 'a while back', 'PAST_REF'],
    ['In the past, we met often.', 'the past', 'PAST_REF'],
    ['in the near future', 'the near future', 'FUTURE_REF'],
    ['over the past years', 'the past years', 'PAST_REF'],
  ])('%s', (sentence, text, value) => {
    expect(tag(sentence, REF)).toEqual([[text, value]]);
  });

  it('has no granularity or interval', () => {
    const e = only('recently', REF);
    expect([e.type, e.granularity, e.interval]).toEqual(['vague', null, null]);
  });

  it('does not tag "as soon as" or "soon after"', () => {
    expect(tag('Call as soon as you can; he left soon after.', REF)).toEqual([]);
  });
});
