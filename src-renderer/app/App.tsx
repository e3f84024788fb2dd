import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState, type JSX, type KeyboardEvent } from 'react';
import type { EngineClient } from '../../src-shared/contract/engine-api';
import type { JournalDB } from '../db/journal-db';
import { MemoryStore } from '../store/memory-store';
import { AppContext, SPEAKER_KEY, type AppServices, type ViewName } from './app-context';
import { EngineStatusBar } from './EngineStatusBar';
import { useBackgroundAnalysis } from './use-background-analysis';
import { JournalView } from '../views/journal/JournalView';
import { TimelineView } from '../views/timeline/TimelineView';
import { QueryView } from '../views/query/QueryView';
import { ImportExport } from '../views/import/ImportExport';
import { SettingsDialog } from '../views/settings/SettingsDialog';
import { useViewShortcuts } from './use-shortcuts';
import { useTheme } from './theme';
import './app.css';

const DEFAULT_SPEAKER = 'Me';

const VIEWS: { id: ViewName; label: string; shortcut: string }[] = [
  { id: 'journal', label: 'Journal', shortcut: 'Ctrl+1' },
  { id: 'timeline', label: 'Timeline', shortcut: 'Ctrl+2' },
  { id: 'query', label: 'Query', shortcut: 'Ctrl+3' },
];

/** The whole renderer UI: header with view tabs, import/export and settings, and the active view. */
export function App({ engine, db }: { engine: EngineClient; db: JournalDB }): JSX.Element {
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Shell engine={engine} db={db} />
    </QueryClientProvider>
  );
}

function Shell({ engine, db }: { engine: EngineClient; db: JournalDB }) {
  const store = useMemo(() => new MemoryStore(db, engine), [db, engine]);
  const [view, setView] = useState<ViewName>('journal');
  const [focus, setFocus] = useState<{ id: string; nonce: number } | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [theme, setTheme] = useTheme();
  const speakerRow = useLiveQuery(() => db.meta.get(SPEAKER_KEY), [db]);
  const speaker = typeof speakerRow?.value === 'string' && speakerRow.value.trim() ? speakerRow.value : DEFAULT_SPEAKER;

  const switchView = useCallback((next: ViewName) => setView(next), []);
  const showEntry = useCallback((id: string) => {
    setView('journal');
    setFocus({ id, nonce: Date.now() });
  }, []);
  useViewShortcuts(switchView);
  const reembedding = useBackgroundAnalysis(engine, db, store);

  const services: AppServices = useMemo(
    () => ({ engine, db, store, speaker, showEntry, switchView, reembed: reembedding.reembed }),
    [engine, db, store, speaker, showEntry, switchView, reembedding.reembed],
  );

  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = VIEWS.findIndex((v) => v.id === view);
    const next = VIEWS[(index + step + VIEWS.length) % VIEWS.length];
    if (next) {
      setView(next.id);
      document.getElementById(`tab-${next.id}`)?.focus();
    }
  }

  return (
    <AppContext.Provider value={services}>
      <div className="app">
        <header className="app-header">
          <div className="brand">
            <span className="brand-mark" aria-hidden="true" />
            <span className="brand-name">Temporal Journal</span>
          </div>
          <div role="tablist" aria-label="Views" className="tabs" onKeyDown={onTabKey}>
            {VIEWS.map((v) => (
              <button
                key={v.id}
                id={`tab-${v.id}`}
                role="tab"
                type="button"
                aria-selected={view === v.id}
                aria-controls={`panel-${v.id}`}
                tabIndex={view === v.id ? 0 : -1}
                className="tab"
                title={`${v.label} (${v.shortcut})`}
                onClick={() => setView(v.id)}
              >
                {v.label}
              </button>
            ))}
          </div>
          <div className="header-actions">
            <ImportExport />
            <button type="button" className="ghost" onClick={() => setSettingsOpen(true)} aria-haspopup="dialog">
              Settings
            </button>
          </div>
        </header>
        <EngineStatusBar engine={engine} />
        {reembedding.progress && (
          <div className="banner info" role="status">
            <span>
              Re-embedding entries made by another embedding model… {reembedding.progress.done} / {reembedding.progress.total}. Until it is done, search reads their words only.
            </span>
            <progress aria-label="Re-embedding" max={reembedding.progress.total} value={reembedding.progress.done} />
            <button type="button" className="link-button" onClick={reembedding.stop}>
              Stop (resumes at next start)
            </button>
          </div>
        )}
        <main id={`panel-${view}`} role="tabpanel" aria-labelledby={`tab-${view}`} className="app-main">
          {view === 'journal' && <JournalView focus={focus} />}
          {view === 'timeline' && <TimelineView />}
          {view === 'query' && <QueryView />}
        </main>
        {settingsOpen && <SettingsDialog theme={theme} onTheme={setTheme} speaker={speaker} onClose={() => setSettingsOpen(false)} />}
      </div>
    </AppContext.Provider>
  );
}
