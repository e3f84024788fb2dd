import { describe, expect, it } from 'vitest';
import { narrateCell, segmentCells, type CellMessage } from './cells';

const MIN = 60_000;
const msg = (id: string, minute: number, embedding: number[] | null = [1, 0], speaker = 'Ann', text = `${id} said something.`, embeddingModel = 'm'): CellMessage => ({
  id,
  conversation: 'c',
  time: minute * MIN,
  speaker,
  text,
  embedding,
  embeddingModel,
});

describe('memory cell boundaries', () => {
  it('starts a new cell after a long silence', () => {
    const cells = segmentCells([msg('a', 0), msg('b', 5), msg('c', 500), msg('d', 501)]);
    expect(cells.map((c) => c.messageIds)).toEqual([['a', 'b'], ['c', 'd']]);
  });

  it('starts a new cell on a topic shift once the cell has a few messages', () => {
    const topicA = [1, 0];
    const topicB = [0, 1];
    const cells = segmentCells([msg('a', 0, topicA), msg('b', 1, topicA), msg('c', 2, topicA), msg('d', 3, topicA), msg('e', 4, topicB), msg('f', 5, topicB)]);
    expect(cells.map((c) => c.messageIds)).toEqual([['a', 'b', 'c', 'd'], ['e', 'f']]);
  });

  it('reads no topic shift between vectors of two models, or of an unknown one', () => {
    const topicA = [1, 0];
    const topicB = [0, 1];
    const start = [msg('a', 0, topicA), msg('b', 1, topicA), msg('c', 2, topicA), msg('d', 3, topicA)];
    for (const model of ['other', 'unknown']) {
      const cells = segmentCells([...start, msg('e', 4, topicB, 'Ann', 'e said something.', model)]);
      expect(cells).toHaveLength(1);
    }
  });

  it('keeps a short exchange whole and tolerates missing or odd embeddings', () => {
    const cells = segmentCells([msg('a', 0, [1, 0]), msg('b', 1, [0, 1]), msg('c', 2, null), msg('d', 3, [])]);
    expect(cells).toHaveLength(1);
  });

  it('is independent of input order and names cells by their first message', () => {
    const input = [msg('a', 0), msg('b', 1), msg('c', 400), msg('d', 401)];
    expect(segmentCells([...input].reverse())).toEqual(segmentCells(input));
    expect(segmentCells([])).toEqual([]);
  });
});

describe('episodes', () => {
  it('narrates a cell from its facts, and in the owner\'s own words', () => {
    const messages = [msg('a', 0, null, 'Ann', 'I went hiking yesterday. It was great.'), msg('b', 1, null, 'Bo', 'Nice! Where?')];
    const story = narrateCell(messages, new Map([['a', ['Ann went hiking on 7 May 2023.']]]), 'Ann');
    expect(story.narrative).toBe('Ann went hiking on 7 May 2023. Bo said: "Nice!"');
    expect(story.narrativeFirstPerson).toBe('I went hiking yesterday. Bo said: "Nice!"');
  });
});
