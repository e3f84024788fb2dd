import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/app-context';
import { errorText } from '../../app/format';
import { applyImport, type ImportProgress, type ImportReport } from '../../import/apply-import';
import type { ImportPlan } from '../../import/import-plan';
import type { Skipped } from '../../import/import-types';

const SHOWN_SKIPS = 40;
const PHASE_LABEL: Record<ImportProgress['phase'], string> = {
  restoring: 'Restoring backup',
  adding: 'Adding and analysing entries',
  'rolling back': 'Cancelling: removing what this import added',
};

/** Preview of an import, then progress with cancel, then a report of what was added and what was skipped. */
export function ImportDialog({ plan, onClose }: { plan: ImportPlan; onClose(): void }) {
  const { db, store, reembed } = useServices();
  const dialog = useRef<HTMLDialogElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const running = progress !== null && report === null;

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  async function start() {
    controller.current = new AbortController();
    setProgress({ phase: 'adding', done: 0, total: plan.entries.length });
    try {
      const done = await applyImport(plan, { db, store }, { signal: controller.current.signal, onProgress: setProgress });
      // Rows restored from a backup carry another (or an unknown) model's vectors.
      if (done.restoredRows) reembed();
      setReport(done);
    } catch (err) {
      setReport({ added: 0, restoredRows: 0, skipped: plan.skipped, rolledBack: false, error: errorText(err) });
    }
  }

  const nothing = plan.entries.length === 0 && plan.backups.length === 0;
  return (
    <dialog
      ref={dialog}
      className="dialog import-dialog"
      aria-labelledby="import-title"
      onCancel={(e) => {
        // Escape must not close the dialog mid-import; Cancel does that properly.
        if (running) e.preventDefault();
      }}
      onClose={onClose}
    >
      <header className="dialog-head">
        <h2 id="import-title">{report ? 'Import finished' : running ? 'Importing…' : 'Ready to import'}</h2>
      </header>
      {!progress && (
        <div className="dialog-body">
          <p>
            {plan.files} file{plan.files === 1 ? '' : 's'} read: <strong>{plan.entries.length.toLocaleString()}</strong> entr{plan.entries.length === 1 ? 'y' : 'ies'} to add
            {plan.backups.length > 0 && (
              <>
                {' '}
                and <strong>{plan.backups.length}</strong> backup{plan.backups.length === 1 ? '' : 's'} to restore
              </>
            )}
            .
          </p>
          {nothing && <p className="muted">Nothing could be imported from these files; see why below.</p>}
          <SkipList skipped={plan.skipped} title="Will be skipped" />
        </div>
      )}
      {running && progress && (
        <div className="dialog-body" aria-live="polite">
          <p>{PHASE_LABEL[progress.phase]}…</p>
          <progress aria-label="Import progress" max={progress.total || 1} value={progress.done} />
          <p className="muted">
            {progress.done.toLocaleString()} of {progress.total.toLocaleString()}
          </p>
        </div>
      )}
      {report && (
        <div className="dialog-body" role="status">
          {report.rolledBack ? (
            <p className={report.error ? 'banner error' : 'banner info'}>
              {report.error ? `The import failed (${report.error}), so` : 'Cancelled:'} every entry it had added was removed again. Your journal is as it was.
            </p>
          ) : report.error ? (
            <p className="banner error">The import failed: {report.error}. Nothing was changed.</p>
          ) : (
            <p>
              Added <strong>{report.added.toLocaleString()}</strong> entr{report.added === 1 ? 'y' : 'ies'}
              {report.restoredRows > 0 && <> and restored {report.restoredRows.toLocaleString()} backup records</>}.
            </p>
          )}
          <SkipList skipped={report.skipped} title="Skipped" />
        </div>
      )}
      <footer className="dialog-foot">
        {!progress && (
          <>
            <button type="button" onClick={() => dialog.current?.close()}>
              Cancel
            </button>
            <button type="button" className="primary" onClick={start} disabled={nothing}>
              Add to journal
            </button>
          </>
        )}
        {running && (
          <button type="button" onClick={() => controller.current?.abort()} disabled={controller.current?.signal.aborted}>
            Cancel
          </button>
        )}
        {report && (
          <button type="button" className="primary" onClick={() => dialog.current?.close()}>
            Done
          </button>
        )}
      </footer>
    </dialog>
  );
}

function SkipList({ skipped, title }: { skipped: Skipped[]; title: string }) {
  if (skipped.length === 0) return <p className="muted">Nothing skipped.</p>;
  return (
    <details className="skips" open={skipped.length <= 8}>
      <summary>
        {title}: {skipped.length.toLocaleString()}
      </summary>
      <ul>
        {skipped.slice(0, SHOWN_SKIPS).map((s, i) => (
          <li key={i}>
            <code>{s.source}</code> — {s.reason}
          </li>
        ))}
        {skipped.length > SHOWN_SKIPS && <li className="muted">…and {(skipped.length - SHOWN_SKIPS).toLocaleString()} more</li>}
      </ul>
    </details>
  );
}
