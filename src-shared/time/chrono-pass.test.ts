import { describe, expect, it } from 'vitest';
import { tag } from './test-support';

const REF = '2023-05-25T13:56:00';

describe('numeric dates through chrono-node', () => {
  it.each([
    ['Signed on 2023/05/08.', '2023/05/08', '2023-05-08'],
    ['Paid 8.5.2023 in cash.', '8.5.2023', '2023-05-08'],
    ['Due 05/08/2023.', '05/08/2023', '2023-05-08'],
    ['Booked 2023/05/08 14:30 sharp.', '2023/05/08 14:30', '2023-05-08T14:30'],
  ])('%s', (sentence, text, value) => {
    expect(tag(sentence, REF)).toEqual([[text, value]]);
  });

  it('leaves version numbers, scores and impossible dates alone', () => {
    expect(tag('version 1.2.3, score 3-2-1, on 2023/02/30', REF)).toEqual([]);
  });
});
