import { describe, expect, it } from 'vitest';
import { bm25Baseline } from './bm25-baseline';

describe('bm25Baseline', () => {
  it('ranks the message sharing rare words first, works with tiny histories', () => {
    const search = bm25Baseline([
      { id: 'a', speaker: 'Ann', text: 'I went to a pottery class today.', time: 0 },
      { id: 'b', speaker: 'Bob', text: 'I went running.', time: 1 },
    ]);
    expect(search('When did Ann go to pottery?', 5)[0]).toBe('a');
    expect(search('zzz', 5)).toEqual([]);
  });
});
