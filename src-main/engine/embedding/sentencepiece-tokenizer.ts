/**
 * A SentencePiece unigram vocabulary as USE-lite ships it (vocab.json): [piece, log probability]
 * pairs, id = position. A few user-defined pieces (":", "://", ...) carry no score (null).
 */
export type Vocabulary = readonly (readonly [piece: string, score: number | null])[];

/** USE-lite's SentencePiece reserves ids 0..5 (unknown, <s>, </s>, three extras); 0 is "unknown". */
export const RESERVED_PIECES = 6;
export const UNKNOWN_ID = 0;
const WORD_START = '\u2581';
const MAX_VOCABULARY = 1_000_000;

/** Check that parsed JSON is a vocabulary; throws naming the first bad entry. */
export function parseVocabulary(json: unknown): Vocabulary {
  if (!Array.isArray(json) || json.length <= RESERVED_PIECES || json.length > MAX_VOCABULARY) {
    throw new Error(`vocabulary must be an array of ${RESERVED_PIECES + 1}..${MAX_VOCABULARY} [piece, score] pairs`);
  }
  json.forEach((entry: unknown, i) => {
    const ok =
      Array.isArray(entry) &&
      entry.length === 2 &&
      typeof entry[0] === 'string' &&
      entry[0].length > 0 &&
      (entry[1] === null || (typeof entry[1] === 'number' && Number.isFinite(entry[1])));
    if (!ok) throw new Error(`vocabulary entry ${i} is not a [piece, score] pair: ${JSON.stringify(entry)?.slice(0, 80)}`);
  });
  return json as Vocabulary;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  /** Id of the piece ending here, -1 when none. */
  id: number;
}

/**
 * Viterbi segmentation over a unigram vocabulary: the split of the text into pieces whose scores
 * add up highest, as SentencePiece does and as @energetic-ai/embeddings' tokenizer (what USE-lite
 * was run with) does. Like it, a piece without a score counts 0 and a character no piece starts
 * with becomes the unknown id (runs of unknowns merge into one). Unlike it, any run of whitespace
 * is one word break, so a line break does not become an unknown piece.
 */
export class SentencePieceTokenizer {
  private readonly root: TrieNode = { next: new Map(), id: -1 };
  private readonly scores: Float64Array;
  private readonly lengths: Int32Array;

  constructor(vocabulary: Vocabulary) {
    this.scores = new Float64Array(vocabulary.length);
    this.lengths = new Int32Array(vocabulary.length);
    vocabulary.forEach(([piece, score], id) => {
      this.scores[id] = score ?? 0;
      const symbols = [...piece];
      this.lengths[id] = symbols.length;
      if (id < RESERVED_PIECES) return;
      let node = this.root;
      for (const s of symbols) {
        let child = node.next.get(s);
        if (!child) node.next.set(s, (child = { next: new Map(), id: -1 }));
        node = child;
      }
      node.id = id;
    });
  }

  encode(text: string): number[] {
    const normalized = text.normalize('NFKC').trim().replace(/\s+/g, WORD_START);
    if (!normalized) return [];
    const symbols = [...(WORD_START + normalized)];
    const n = symbols.length;
    const best = new Float64Array(n + 1).fill(-Infinity);
    const chosen = new Int32Array(n + 1).fill(-1);
    best[0] = 0;
    for (let start = 0; start < n; start++) {
      if (best[start] === -Infinity) continue;
      let node: TrieNode | undefined = this.root;
      let matched = false;
      for (let end = start; end < n && node; end++) {
        node = node.next.get(symbols[end]!);
        if (!node || node.id < 0) continue;
        matched = true;
        const score = best[start]! + this.scores[node.id]!;
        if (score >= best[end + 1]!) {
          best[end + 1] = score;
          chosen[end + 1] = node.id;
        }
      }
      if (!matched && best[start]! >= best[start + 1]!) {
        best[start + 1] = best[start]!;
        chosen[start + 1] = UNKNOWN_ID;
      }
    }
    const ids: number[] = [];
    for (let end = n; end > 0; ) {
      const id = chosen[end]!;
      if (!(id === UNKNOWN_ID && ids.at(-1) === UNKNOWN_ID)) ids.push(id);
      end -= id === UNKNOWN_ID ? 1 : this.lengths[id]!;
    }
    return ids.reverse();
  }
}
