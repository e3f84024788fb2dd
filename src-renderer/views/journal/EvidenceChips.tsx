import type { EvidenceText } from '../../../src-shared/answer/answer-types';
import { formatDate, formatDateTime } from '../../app/format';
import { useServices } from '../../app/app-context';

/** Evidence as chips; each jumps to (scrolls to and highlights) its source entry in the journal. */
export function EvidenceChips({ ids, texts, label = 'Evidence' }: { ids: string[]; texts?: EvidenceText[]; label?: string }) {
  const { showEntry } = useServices();
  if (ids.length === 0) return null;
  const byId = new Map((texts ?? []).map((t) => [t.id, t]));
  return (
    <ul className="chips" aria-label={label}>
      {ids.map((id) => {
        const t = byId.get(id);
        // The chip names the entry by its date; its words stay in the tooltip so the journal shows them once.
        return (
          <li key={id}>
            <button type="button" className="chip" title={t?.text ?? id} onClick={() => showEntry(id)} aria-label={`Show source entry ${t ? formatDate(t.time) : id}`}>
              <span aria-hidden="true">↗ </span>
              {t ? formatDateTime(t.time) : 'source entry'}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
