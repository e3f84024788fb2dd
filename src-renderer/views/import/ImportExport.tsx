import { useRef, useState, type ChangeEvent } from 'react';
import { formatWallDate, wallNow } from '../../../src-shared/domain/wall-time';
import { useServices } from '../../app/app-context';
import { errorText } from '../../app/format';
import { createBackup } from '../../import/backup';
import { IMPORT_EXTENSIONS, planImport, type ImportPlan } from '../../import/import-plan';
import { ImportDialog } from './ImportDialog';
import { downloadJson, readFiles } from './read-files';

/** Header buttons `Import` (files, or a folder) and `Export` (a complete JSON backup). */
export function ImportExport() {
  const { db, speaker } = useServices();
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [reading, setReading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onChosen(event: ChangeEvent<HTMLInputElement>) {
    const list = event.target.files;
    if (!list || list.length === 0) return;
    setReading(true);
    setError(null);
    try {
      const { files, tooBig } = await readFiles(list);
      const next = planImport(files, { speaker });
      next.skipped.unshift(...tooBig.map((source) => ({ source, reason: 'too large to read' })));
      next.files += tooBig.length;
      setPlan(next);
    } catch (err) {
      setError(`Could not read the files: ${errorText(err)}`);
    } finally {
      setReading(false);
      event.target.value = '';
    }
  }

  async function exportBackup() {
    setExporting(true);
    setError(null);
    try {
      const backup = await createBackup(db);
      downloadJson(`temporal-journal-backup-${formatWallDate(wallNow())}.json`, backup);
    } catch (err) {
      setError(`Export failed: ${errorText(err)}`);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="import-export">
      <input ref={filesInput} type="file" multiple hidden accept={IMPORT_EXTENSIONS.join(',')} onChange={onChosen} data-testid="import-files" />
      <input
        ref={folderInput}
        type="file"
        hidden
        onChange={onChosen}
        data-testid="import-folder"
        {...({ webkitdirectory: '', directory: '' } as Record<string, string>)}
      />
      <button type="button" className="ghost" onClick={() => filesInput.current?.click()} disabled={reading} title="Markdown journals, JSON/JSONL chat exports or a backup">
        Import
      </button>
      <button type="button" className="ghost narrow" onClick={() => folderInput.current?.click()} disabled={reading} aria-label="Open a journal folder" title="Read every journal file in a folder">
        Folder…
      </button>
      <button type="button" className="ghost" onClick={exportBackup} disabled={exporting} title="Download a complete JSON backup">
        Export
      </button>
      {error && (
        <div className="toast error" role="alert">
          {error}{' '}
          <button type="button" className="link-button" onClick={() => setError(null)}>
            Dismiss
          </button>
        </div>
      )}
      {plan && <ImportDialog plan={plan} onClose={() => setPlan(null)} />}
    </div>
  );
}
