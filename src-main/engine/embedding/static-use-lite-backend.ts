import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { buildPieceTable } from './build-piece-table';
import type { EmbeddingBackend, LoadedEmbeddingModel, LoadProgress } from './embedding-backend';
import { readPieceTable, writePieceTable, type PieceTable } from './piece-table-cache';
import { parseVocabulary, SentencePieceTokenizer } from './sentencepiece-tokenizer';
import { centerRows, poolPieces, sifWeights } from './static-pooling';
import { loadUseLite, useLiteModelDir } from './use-lite-backend';

/** Changes whenever the table's recipe changes, so an older cached table is rebuilt. */
const RECIPE = 'use-lite-pieces-v1';
export const STATIC_MODEL = 'universal-sentence-encoder-lite-static';

/** Where the table is cached inside the models folder. */
export function pieceTableFile(modelsDir: string): string {
  return join(modelsDir, STATIC_MODEL, 'pieces.f32');
}

/** Identifies the model files a table was derived from (and the recipe), so a model upgrade rebuilds it. */
async function sourceKey(modelDir: string, vocabFile: Buffer): Promise<number> {
  return crc32(vocabFile, crc32(await readFile(join(modelDir, 'model.json')), crc32(RECIPE)));
}

/**
 * USE-lite distilled to a static model: every SentencePiece piece is embedded once by the
 * transformer (a few seconds, at first load, with progress) and the table is cached in
 * `modelsDir`; a sentence is then the SIF-weighted mean of its pieces' rows, ~1000x cheaper than
 * running the transformer. A missing, corrupt or outdated cache is rebuilt; a cache that cannot be
 * written only costs the rebuild at the next start.
 */
export function createStaticUseLiteBackend(modelsDir: string, modelDir: string = useLiteModelDir()): EmbeddingBackend {
  return {
    name: 'use-lite-static',
    model: STATIC_MODEL,
    async load(progress: LoadProgress): Promise<LoadedEmbeddingModel> {
      const vocabFile = await readFile(join(modelDir, 'vocab.json'));
      const vocabulary = parseVocabulary(JSON.parse(vocabFile.toString('utf8')));
      const key = await sourceKey(modelDir, vocabFile);
      const file = pieceTableFile(modelsDir);
      progress(0, 'reading the static embedding table');
      const cached = await readPieceTable(file, key);
      let table: PieceTable | null = cached.table?.rows === vocabulary.length ? cached.table : null;
      if (!table) {
        if (cached.table) console.error(`cached table ${file} has ${cached.table.rows} rows for ${vocabulary.length} pieces; rebuilding it`);
        else if (cached.problem) console.error(`${cached.problem}; rebuilding it`);
        table = await buildFromUseLite(modelDir, vocabulary.length, progress);
        await writePieceTable(file, key, table).catch((err: unknown) => console.error(`could not cache the static embedding table in ${file}: ${(err as Error).message}`));
      }
      const dim = table.dim;
      const rows = centerRows(table.data, dim);
      const weights = sifWeights(vocabulary);
      const tokenizer = new SentencePieceTokenizer(vocabulary);
      return {
        dim,
        embedBatch: async (texts) => texts.map((text) => poolPieces(rows, dim, weights, tokenizer.encode(text))),
        dispose: async () => undefined,
      };
    },
  };
}

async function buildFromUseLite(modelDir: string, rows: number, progress: LoadProgress): Promise<PieceTable> {
  const runtime = await loadUseLite(modelDir, progress, 0.2);
  try {
    return await buildPieceTable(rows, (ids) => runtime.embedPieces(ids), progress, { from: 0.2, to: 0.99 });
  } finally {
    runtime.dispose();
  }
}
