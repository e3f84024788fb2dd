import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { EmbeddingBackendName, EngineSettings } from '../../../src-shared/contract/engine-api';
import { SPEAKER_KEY, useServices } from '../../app/app-context';
import { errorText } from '../../app/format';
import { ENGINE_STATUS_KEY } from '../../app/use-engine-status';
import { SelectField } from '../SelectField';
import { SHORTCUTS } from '../../app/use-shortcuts';
import type { Theme } from '../../app/theme';

const BACKENDS: { value: EmbeddingBackendName; label: string }[] = [
  { value: 'use-lite-static', label: 'Static Universal Sentence Encoder lite (built in, fast)' },
  { value: 'use-lite', label: 'Universal Sentence Encoder lite transformer (built in, slower)' },
  { value: 'transformers', label: 'ONNX model from a folder (transformers.js)' },
];
const THEMES: { value: Theme; label: string }[] = [
  { value: 'system', label: 'Follow the system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];
const SETTINGS_KEY = ['engine', 'settings'] as const;

export interface SettingsDialogProps {
  theme: Theme;
  onTheme(theme: Theme): void;
  speaker: string;
  onClose(): void;
}

/** Settings: your name, theme, embedding backend and models folder, optional local LLM endpoint, shortcuts. */
export function SettingsDialog({ theme, onTheme, speaker, onClose }: SettingsDialogProps) {
  const { engine, db, store } = useServices();
  const client = useQueryClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => engine.call('settings.get', {}) });
  const [draft, setDraft] = useState<EngineSettings | null>(null);
  const [name, setName] = useState(speaker);
  const [reanalysis, setReanalysis] = useState<{ done: number; total: number } | null>(null);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  useEffect(() => {
    if (settings.data && !draft) setDraft(settings.data);
  }, [settings.data, draft]);

  const save = useMutation({
    mutationFn: async (next: EngineSettings) => {
      await db.meta.put({ key: SPEAKER_KEY, value: name.trim() || 'Me' });
      const changed = (Object.keys(next) as (keyof EngineSettings)[]).filter((k) => next[k] !== settings.data?.[k]);
      if (changed.length === 0) return settings.data;
      const patch: Partial<EngineSettings> = {};
      for (const key of changed) Object.assign(patch, { [key]: next[key] });
      return engine.call('settings.update', patch);
    },
    onSuccess: (saved) => {
      if (saved) client.setQueryData(SETTINGS_KEY, saved);
      void client.invalidateQueries({ queryKey: ENGINE_STATUS_KEY });
      setNote('Saved.');
    },
  });

  const stopper = useRef<AbortController | null>(null);
  async function reanalyze() {
    setReanalysis({ done: 0, total: 0 });
    stopper.current = new AbortController();
    try {
      await store.reanalyzeAll({ signal: stopper.current.signal, onProgress: (done: number, total: number) => setReanalysis({ done, total }) });
      setNote('Every entry was analysed again with the current settings.');
    } catch (err) {
      setNote(`Re-analysis stopped: ${errorText(err)}`);
    } finally {
      setReanalysis(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft) save.mutate(draft);
  }

  const set = <K extends keyof EngineSettings>(key: K, value: EngineSettings[K]) => setDraft((d) => (d ? { ...d, [key]: value } : d));

  return (
    <dialog ref={dialog} className="dialog settings" aria-labelledby="settings-title" onClose={onClose} onCancel={onClose}>
      <form onSubmit={submit}>
        <header className="dialog-head">
          <h2 id="settings-title">Settings</h2>
          <button type="button" className="icon-button" aria-label="Close settings" onClick={onClose}>
            ×
          </button>
        </header>
        <fieldset>
          <legend>You</legend>
          <label className="field">
            <span>Your name (the “I” in entries and questions)</span>
            <input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
          </label>
          <SelectField label="Theme" value={theme} options={THEMES} onChange={onTheme} />
        </fieldset>
        {settings.error ? (
          <p className="banner error" role="alert">
            Engine settings are unavailable: {errorText(settings.error)}
          </p>
        ) : !draft ? (
          <p className="muted">Loading engine settings…</p>
        ) : (
          <>
            <fieldset>
              <legend>Embeddings</legend>
              <SelectField label="Backend" value={draft.embeddingBackend} options={BACKENDS} onChange={(v) => set('embeddingBackend', v)} />
              <label className="field">
                <span>Models folder</span>
                <input value={draft.modelsDir} onChange={(e) => set('modelsDir', e.target.value)} spellCheck={false} />
              </label>
              <label className="field">
                <span>ONNX model (sub-folder name)</span>
                <input value={draft.transformersModel} onChange={(e) => set('transformersModel', e.target.value)} spellCheck={false} />
              </label>
            </fieldset>
            <fieldset>
              <legend>Local language model (optional)</legend>
              <label className="field">
                <span>Endpoint on this computer (OpenAI-compatible, e.g. http://127.0.0.1:8080/v1)</span>
                <input
                  value={draft.llmEndpoint ?? ''}
                  placeholder="Off"
                  onChange={(e) => set('llmEndpoint', e.target.value.trim() ? e.target.value.trim() : null)}
                  spellCheck={false}
                />
              </label>
              <label className="field">
                <span>Model name</span>
                <input value={draft.llmModel ?? ''} placeholder="Off" onChange={(e) => set('llmModel', e.target.value.trim() ? e.target.value.trim() : null)} />
              </label>
            </fieldset>
          </>
        )}
        <fieldset>
          <legend>Memory</legend>
          <p className="muted">After changing the model, analyse every entry again so facts and search use it.</p>
          {reanalysis ? (
            <div className="progress-row">
              <progress aria-label="Re-analysis progress" max={reanalysis.total || 1} value={reanalysis.done} />
              <span className="muted">
                {reanalysis.done} / {reanalysis.total}
              </span>
              <button type="button" onClick={() => stopper.current?.abort()}>
                Stop
              </button>
            </div>
          ) : (
            <button type="button" onClick={reanalyze}>
              Re-analyse all entries
            </button>
          )}
        </fieldset>
        <details className="shortcuts">
          <summary>Keyboard shortcuts</summary>
          <dl>
            {SHORTCUTS.map((s) => (
              <div key={s.keys}>
                <dt>
                  <kbd>{s.keys}</kbd>
                </dt>
                <dd>{s.what}</dd>
              </div>
            ))}
          </dl>
        </details>
        {save.error && (
          <p className="banner error" role="alert">
            Could not save: {errorText(save.error)}
          </p>
        )}
        {note && <p role="status" className="muted">{note}</p>}
        <footer className="dialog-foot">
          <button type="button" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="primary" disabled={save.isPending}>
            Save settings
          </button>
        </footer>
      </form>
    </dialog>
  );
}
