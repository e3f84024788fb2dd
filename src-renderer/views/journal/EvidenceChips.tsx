import type { EvidenceText } from '../../../src-shared/answer/answer-types';
import { formatDate } from '../../app/format';
import { useServices } from '../../app/app-context';

/** Evidence as chips; each jumps to (scrolls to and highlights) its source entry in the journal. */
export function EvidenceChips({ ids, texts }: { ids: string[]; texts?: EvidenceText[] }) {
  const { showEntry } = useServices();
  if (ids.length === 0) return null;
  const byId = new Map((texts ?? []).map((t) => [t.id, t]));
  return (
    <ul className="chips" aria-label="Evidence">
      {ids.map((id) => {
        const t = byId.get(id);
        const label = t ? `${formatDate(t.time)} · ${t.text}` : id;
        return (
          <li key={id}>
            <button type="button" className="chip" title={t?.text ?? id} onClick={() => showEntry(id)} aria-label={`Show source entry ${t ? formatDate(t.time) : id}`}>
              {label.length > 70 ? `${label.slice(0, 69)}…` : label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
