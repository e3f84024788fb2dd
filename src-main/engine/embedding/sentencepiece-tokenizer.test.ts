import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseVocabulary, SentencePieceTokenizer, UNKNOWN_ID, type Vocabulary } from './sentencepiece-tokenizer';
import { useLiteModelDir } from './use-lite-backend';

const requireHere = createRequire(import.meta.url);
const reserved: Vocabulary = [
  ['<unk>', 0],
  ['<s>', 0],
  ['</s>', 0],
  ['x1', 0],
  ['x2', 0],
  ['x3', 0],
];
/** A tiny vocabulary where the best split is known: "▁unable" whole beats "▁un" + "able". */
const tiny: Vocabulary = [
  ...reserved,
  ['▁', -2],
  ['▁un', -3],
  ['able', -3],
  ['▁unable', -5],
  ['▁a', -2],
  ['b', -4],
  ['l', -4],
  ['e', -4],
  ['a', -4],
  ['u', -4],
  ['n', -4],
  [':', null],
];

describe('SentencePieceTokenizer on a tiny vocabulary', () => {
  const tok = new SentencePieceTokenizer(tiny);
  const piece = (ids: number[]) => ids.map((id) => tiny[id]![0]);

  it('takes the highest-scoring split, not the longest match or the first', () => {
    expect(piece(tok.encode('unable'))).toEqual(['▁unable']);
    expect(piece(tok.encode('unable'))).not.toEqual(['▁un', 'able']);
    expect(piece(tok.encode('able'))).toEqual(['▁', 'able']);
  });

  it('treats any run of whitespace as one word break and ignores leading/trailing space', () => {
    expect(tok.encode('  unable\n\table  ')).toEqual(tok.encode('unable able'));
  });

  it('returns nothing for empty or blank text', () => {
    expect(tok.encode('')).toEqual([]);
    expect(tok.encode(' \n\t ')).toEqual([]);
  });

  it('gives unknown characters the unknown id, one per run, and counts a piece without score as 0', () => {
    expect(piece(tok.encode('a🙂🙂z:'))).toEqual(['▁a', '<unk>', ':']);
    expect(tok.encode('🙂')).toEqual([6, UNKNOWN_ID]);
  });

  it('survives hostile input: lone surrogates, NUL, control and right-to-left characters, a huge text', () => {
    expect(() => tok.encode('\ud800a\u0000\u202eb\udfff')).not.toThrow();
    const huge = 'unable '.repeat(100_000);
    const started = performance.now();
    const ids = tok.encode(huge);
    expect(ids).toHaveLength(100_000);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('SentencePieceTokenizer on the USE-lite vocabulary', () => {
  const vocabulary = parseVocabulary(JSON.parse(readFileSync(join(useLiteModelDir(), 'vocab.json'), 'utf8')));
  const tok = new SentencePieceTokenizer(vocabulary);
  const { EmbeddingsModel } = requireHere('@energetic-ai/embeddings') as {
    EmbeddingsModel: new (data: { model: null; vocabulary: Vocabulary }) => { tokenizer: { encode(text: string): number[] } };
  };
  const reference = new EmbeddingsModel({ model: null, vocabulary }).tokenizer;

  it('splits single-spaced text exactly as the tokenizer USE-lite runs with', () => {
    const sentences = [
      'We finally adopted a puppy from the shelter last weekend.',
      "I'm thinking about switching careers, maybe into nursing?",
      'Moved to Lisbon in spring 2021 and started at Globex two weeks later.',
      'The pottery class on Fridays has become the calmest part of my week!',
      'Unbelievably, the quarterly re-organisation happened again: 3 teams merged.',
      'naïve café résumé — “quoted” text… and ＦＵＬＬＷＩＤＴＨ letters',
    ];
    for (const s of sentences) expect(tok.encode(s), s).toEqual(reference.encode(s));
  });

  it('reproduces the normalised text when its pieces are joined', () => {
    const text = 'My grandmother taught me to bake sourdough bread.';
    expect(tok.encode(text).map((id) => vocabulary[id]![0]).join('')).toBe(`▁${text.replace(/ /g, '▁')}`);
  });
});

describe('parseVocabulary', () => {
  it('accepts [piece, score] pairs with null scores', () => {
    expect(parseVocabulary(tiny)).toBe(tiny);
  });

  it.each([
    ['not an array', { a: 1 }],
    ['too short', [['a', 0]]],
    ['a bare string entry', [...reserved, 'piece']],
    ['an empty piece', [...reserved, ['', -1]]],
    ['a string score', [...reserved, ['a', '-1']]],
    ['a non-finite score', [...reserved, ['a', Infinity]]],
    ['an extra field', [...reserved, ['a', -1, 0]]],
  ])('rejects %s', (_, value) => {
    expect(() => parseVocabulary(value)).toThrow(/vocabulary/);
  });
});
