import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { EmbeddingBackend, LoadedEmbeddingModel, LoadProgress } from './embedding-backend';

/** The files transformers.js reads for a feature-extraction model, relative to the model folder. */
export const TRANSFORMERS_MODEL_FILES = ['config.json', 'tokenizer.json', 'tokenizer_config.json', 'onnx/model.onnx'] as const;

interface ProgressInfo {
  status: string;
  file?: string;
  progress?: number;
}

/**
 * An ONNX sentence-embedding model (e.g. a MiniLM export) in `modelsDir/<model>/`, run by
 * transformers.js on onnxruntime-node. Remote downloads are switched off: a model missing
 * from the folder is an error naming the missing file, never a network request.
 */
export function createTransformersBackend(modelsDir: string, model: string): EmbeddingBackend {
  return {
    name: 'transformers',
    model,
    async load(progress: LoadProgress): Promise<LoadedEmbeddingModel> {
      const dir = join(modelsDir, model);
      for (const file of TRANSFORMERS_MODEL_FILES) {
        await access(join(dir, file)).catch(() => {
          throw new Error(`model folder ${dir} has no ${file} (expected: ${TRANSFORMERS_MODEL_FILES.join(', ')})`);
        });
      }
      progress(0, 'starting transformers.js');
      const { env, pipeline } = await import('@huggingface/transformers');
      env.allowRemoteModels = false;
      env.allowLocalModels = true;
      env.localModelPath = modelsDir;
      const extractor = await pipeline('feature-extraction', model, {
        dtype: 'fp32',
        device: 'cpu',
        progress_callback: (info: ProgressInfo) => {
          if (info.status === 'progress' && typeof info.progress === 'number') {
            progress((0.95 * info.progress) / 100, `reading ${info.file ?? 'model'}`);
          }
        },
      });
      const embedBatch = async (texts: string[]) => {
        const output = await extractor(texts, { pooling: 'mean', normalize: true });
        return output.tolist() as number[][];
      };
      const [probe] = await embedBatch(['warm up']);
      return { dim: probe?.length ?? 0, embedBatch, dispose: () => extractor.dispose() };
    },
  };
}
