import type { EngineSettings, EngineStatus } from '../../src-shared/contract/engine-api';
import type { EmbeddingService } from './embedding/embedding-service';
import type { EngineEventBus } from './engine-events';
import type { SettingsStore } from './settings-store';

/** What the per-domain handler files share: the engine's live services. */
export interface EngineContext {
  readonly version: string;
  readonly events: EngineEventBus;
  readonly settings: SettingsStore;
  /** The current embedding service (replaced when embedding settings change). */
  embedding(): EmbeddingService;
  /** Swap the embedding service to match new settings. */
  applySettings(settings: EngineSettings): Promise<void>;
  status(): EngineStatus;
}
