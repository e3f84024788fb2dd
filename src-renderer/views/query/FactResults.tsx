import { useServices } from '../../app/app-context';
import { formatDate } from '../../app/format';
import type { FactMatch } from './structured-query';

/** Structured query results: each fact with its validity, status, confidence and a jump to its source entry. */
export function FactResults({ matches }: { matches: FactMatch[] }) {
  const { showEntry } = useServices();
  if (matches.length === 0) return <p className="muted">No facts match. Try a wider period or “Any” relation.</p>;
  return (
    <ol className="fact-results" aria-label="Matching facts">
      {matches.map(({ fact, status }) => (
        <li key={fact.id} className={`fact-row is-${status}`}>
          <span className={`status-badge is-${status}`}>{status === 'active' ? 'Current' : 'Archived'}</span>
          <span className="fact-row-text">{fact.text}</span>
          <span className="fact-row-when">
            {fact.validFrom !== null ? formatDate(fact.validFrom) : 'undated'}
            {fact.kind === 'state' ? ` → ${fact.validTo !== null ? formatDate(fact.validTo) : 'now'}` : ''}
          </span>
          <span className="fact-row-conf" title="Confidence">
            {Math.round(fact.confidence * 100)}%
          </span>
          <button type="button" className="chip" onClick={() => showEntry(fact.sourceMessageId)}>
            Source
          </button>
        </li>
      ))}
    </ol>
  );
}
