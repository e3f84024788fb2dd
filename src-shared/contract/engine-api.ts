import type { MessageAnalysis, MessageRole } from '../domain/memory';
import type { TimeExpression, WallMs } from '../domain/time';

/** The part of a message the engine needs to analyse it. */
export interface MessageInput {
  id: string;
  conversation: string;
  speaker: string;
  text: string;
  role: MessageRole;
  time: WallMs;
  /** Whom "you" addresses, when the caller knows it (the other person of a two-person conversation). */
  addressee?: string;
}

/**
 * use-lite-static: USE-lite distilled to one vector per vocabulary piece (built once, cached in
 * the models folder); use-lite: the USE-lite transformer itself; transformers: an ONNX model.
 */
export type EmbeddingBackendName = 'use-lite-static' | 'use-lite' | 'transformers';

export interface EngineSettings {
  embeddingBackend: EmbeddingBackendName;
  /** Folder holding ONNX models for the transformers backend (one sub-folder per model) and the static table's cache. */
  modelsDir: string;
  /** Sub-folder name of the ONNX model inside `modelsDir`. */
  transformersModel: string;
  /** Optional OpenAI-compatible local endpoint (llama.cpp, Ollama) used as an alternative extractor; null = off. */
  llmEndpoint: string | null;
  llmModel: string | null;
}

export type ModelState = 'idle' | 'loading' | 'ready' | 'failed';

export interface EngineStatus {
  version: string;
  embeddingBackend: EmbeddingBackendName;
  embeddingModel: string;
  embeddingDim: number | null;
  modelState: ModelState;
  modelError: string | null;
}

/** Every engine method: name -> request and response. The single source of truth for all transports. */
export interface EngineMethods {
  'engine.status': { req: Record<string, never>; res: EngineStatus };
  'settings.get': { req: Record<string, never>; res: EngineSettings };
  'settings.update': { req: Partial<EngineSettings>; res: EngineSettings };
  'embedding.embed': { req: { texts: string[] }; res: { vectors: number[][]; dim: number; model: string } };
  'time.find': { req: { text: string; reference: WallMs }; res: TimeExpression[] };
  'analysis.analyze': { req: { messages: MessageInput[] }; res: MessageAnalysis[] };
}

export type EngineMethod = keyof EngineMethods;
export type EngineRequest<K extends EngineMethod> = EngineMethods[K]['req'];
export type EngineResponse<K extends EngineMethod> = EngineMethods[K]['res'];

export interface ModelProgress {
  backend: EmbeddingBackendName;
  model: string;
  state: ModelState;
  /** 0..1 when known. */
  fraction: number | null;
  message: string;
}

/** Events the engine pushes to its clients. */
export interface EngineEvents {
  'model.progress': ModelProgress;
  'model.status': EngineStatus;
}

export type EngineEvent = keyof EngineEvents;

/** A server-side implementation: one async handler per method (`satisfies EngineHandlers` makes a missing one a compile error). */
export type EngineHandlers = {
  [K in EngineMethod]: (req: EngineRequest<K>) => Promise<EngineResponse<K>>;
};

/** What every client transport offers; the renderer and the CLI only ever see this. */
export interface EngineClient {
  call<K extends EngineMethod>(method: K, req: EngineRequest<K>): Promise<EngineResponse<K>>;
  on<E extends EngineEvent>(event: E, listener: (payload: EngineEvents[E]) => void): () => void;
}
