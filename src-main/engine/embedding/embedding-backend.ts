import type { EmbeddingBackendName } from '../../../src-shared/contract/engine-api';

/** Loading progress as a backend reports it: fraction 0..1 when known. */
export type LoadProgress = (fraction: number | null, message: string) => void;

/** A model in memory, ready to embed. Vectors may be unnormalised; the service normalises. */
export interface LoadedEmbeddingModel {
  readonly dim: number;
  embedBatch(texts: string[]): Promise<ArrayLike<number>[]>;
  dispose(): Promise<void>;
}

/** A way to load one embedding model from local files only. */
export interface EmbeddingBackend {
  readonly name: EmbeddingBackendName;
  /** Human-readable model id, shown in status. */
  readonly model: string;
  load(progress: LoadProgress): Promise<LoadedEmbeddingModel>;
}
