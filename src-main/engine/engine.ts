import type { EngineHandlers, EngineSettings, EngineStatus } from '../../src-shared/contract/engine-api';
import { defaultConfigDir } from './config-dir';
import type { EmbeddingBackend } from './embedding/embedding-backend';
import { createEmbeddingService, type EmbeddingService } from './embedding/embedding-service';
import { createStaticUseLiteBackend } from './embedding/static-use-lite-backend';
import { createTransformersBackend } from './embedding/transformers-backend';
import { createUseLiteBackend } from './embedding/use-lite-backend';
import type { EngineContext } from './engine-context';
import { EngineEventBus } from './engine-events';
import { analysisHandlers } from './handlers/analysis-handlers';
import { embeddingHandlers } from './handlers/embedding-handlers';
import { engineHandlers } from './handlers/engine-handlers';
import { settingsHandlers } from './handlers/settings-handlers';
import { timeHandlers } from './handlers/time-handlers';
import { defaultSettings, SettingsStore } from './settings-store';

export const ENGINE_VERSION = '0.1.0';

export interface EngineOptions {
  /** Overrides applied on top of the file (not written back unless changed via settings.update). */
  settings?: Partial<EngineSettings>;
  /** JSON file the settings persist to; without it settings live in memory only. */
  settingsFile?: string;
  /** Base for default paths (models folder); defaults to the per-user config folder. */
  configDir?: string;
}

export interface Engine {
  handlers: EngineHandlers;
  events: EngineEventBus;
  /** Start loading the embedding model in the background (failures show in status and events). */
  warmUp(): void;
  dispose(): Promise<void>;
}

const EMBEDDING_KEYS = ['embeddingBackend', 'modelsDir', 'transformersModel'] as const;

function backendFor(settings: EngineSettings): EmbeddingBackend {
  switch (settings.embeddingBackend) {
    case 'transformers':
      return createTransformersBackend(settings.modelsDir, settings.transformersModel);
    case 'use-lite':
      return createUseLiteBackend();
    case 'use-lite-static':
      return createStaticUseLiteBackend(settings.modelsDir);
  }
}

/** The one engine implementation: compute services behind the typed handler map. No I/O with the UI here. */
export function createEngine(options: EngineOptions = {}): Engine {
  const events = new EngineEventBus();
  const settings = SettingsStore.open({
    file: options.settingsFile,
    defaults: defaultSettings(options.configDir ?? defaultConfigDir()),
    overrides: options.settings,
  });
  if (settings.loadProblem) console.error(settings.loadProblem);

  let applied = settings.get();
  const makeService = (s: EngineSettings): EmbeddingService =>
    createEmbeddingService(backendFor(s), {
      onProgress: (progress) => events.emit('model.progress', progress),
      onStateChange: () => events.emit('model.status', status()),
    });
  let embedding = makeService(applied);

  function status(): EngineStatus {
    return {
      version: ENGINE_VERSION,
      embeddingBackend: embedding.backend,
      embeddingModel: embedding.model,
      embeddingDim: embedding.dim,
      modelState: embedding.state,
      modelError: embedding.error,
    };
  }

  const ctx: EngineContext = {
    version: ENGINE_VERSION,
    events,
    settings,
    embedding: () => embedding,
    status,
    async applySettings(next) {
      const changed = EMBEDDING_KEYS.some((key) => next[key] !== applied[key]);
      applied = next;
      if (!changed) return;
      const old = embedding;
      embedding = makeService(next);
      await old.dispose();
      events.emit('model.status', status());
    },
  };

  const handlers = {
    ...engineHandlers(ctx),
    ...settingsHandlers(ctx),
    ...embeddingHandlers(ctx),
    ...timeHandlers(),
    ...analysisHandlers(ctx),
  } satisfies EngineHandlers;

  return {
    handlers,
    events,
    warmUp: () => void embedding.load().catch(() => undefined),
    async dispose() {
      await embedding.dispose();
      events.clear();
    },
  };
}
