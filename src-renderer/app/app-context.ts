import { createContext, useContext } from 'react';
import type { EngineClient } from '../../src-shared/contract/engine-api';
import type { JournalDB } from '../db/journal-db';
import type { MemoryStore } from '../store/memory-store';

/** Meta key of the journal owner's name. */
export const SPEAKER_KEY = 'profile.speaker';

export type ViewName = 'journal' | 'timeline' | 'query';

/** The services and app-wide actions every view reaches through context. */
export interface AppServices {
  engine: EngineClient;
  db: JournalDB;
  store: MemoryStore;
  /** Who writes this journal: the speaker of new entries and the "I" of questions. */
  speaker: string;
  /** Switch to the journal and scroll to (and highlight) one entry. */
  showEntry(messageId: string): void;
  switchView(view: ViewName): void;
  /** Re-embed rows whose vectors another model made, now (after restoring a backup) rather than at the next start. */
  reembed(): void;
}

export const AppContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useServices() must be used inside <App>');
  return services;
}
