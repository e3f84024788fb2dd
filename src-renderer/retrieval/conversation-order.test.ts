import { describe, expect, it } from 'vitest';
import { ConversationOrder } from './conversation-order';

describe('ConversationOrder', () => {
  it('keeps each conversation sorted whatever the arrival order', () => {
    const o = new ConversationOrder();
    expect(o.insert('c', 30, 'c3')).toEqual({ prev: null, next: null });
    expect(o.insert('c', 10, 'c1')).toEqual({ prev: null, next: 'c3' });
    expect(o.insert('c', 20, 'c2')).toEqual({ prev: 'c1', next: 'c3' });
    expect(o.insert('d', 15, 'd1')).toEqual({ prev: null, next: null });
    expect(o.previous('c', 30, 'c3')).toBe('c2');
    expect(o.insert('c', 20, 'c2b')).toEqual({ prev: 'c2', next: 'c3' });
  });
  it('keeps turns stamped with one time (their sitting’s, as chat exports give it) in their numbered order', () => {
    const o = new ConversationOrder();
    for (const id of ['D1:10', 'D1:2', 'D1:9', 'D1:1', 'D1:11']) o.insert('c', 5, id);
    expect(o.previous('c', 5, 'D1:10')).toBe('D1:9');
    expect(o.around('c', 5, 'D1:2', 1)).toEqual([
      { id: 'D1:1', offset: -1 },
      { id: 'D1:9', offset: 1 },
    ]);
  });
  it('removes and reports the new follower; unknown ids change nothing', () => {
    const o = new ConversationOrder();
    o.insert('c', 1, 'a');
    o.insert('c', 2, 'b');
    o.insert('c', 3, 'x');
    expect(o.remove('c', 2, 'b')).toEqual({ next: 'x' });
    expect(o.previous('c', 3, 'x')).toBe('a');
    expect(o.remove('c', 2, 'zz')).toEqual({ next: null });
    expect(o.remove('nope', 1, 'a')).toEqual({ next: null });
  });
  it('lists the turns around a message, nearest first, within the list', () => {
    const o = new ConversationOrder();
    ['a', 'b', 'c', 'd'].forEach((id, i) => o.insert('c', i, id));
    expect(o.around('c', 1, 'b', 2)).toEqual([
      { id: 'a', offset: -1 },
      { id: 'c', offset: 1 },
      { id: 'd', offset: 2 },
    ]);
    expect(o.around('c', 9, 'b', 2)).toEqual([]);
    expect(o.around('none', 1, 'b', 2)).toEqual([]);
  });
});
