import { useLiveQuery } from 'dexie-react-hooks';
import type { Entity, Fact } from '../../../src-shared/domain/memory';
import { useServices } from '../../app/app-context';
import { formatDateTime } from '../../app/format';
import { relationLabel } from './timeline-items';

const when = (ms: number | null, open: string) => (ms === null ? open : formatDateTime(ms));

/** Side panel for one fact: the fact, its source entry, validity and record times, and what superseded it. */
export function FactPanel({ factId, entities, onClose }: { factId: string; entities: ReadonlyMap<string, Entity>; onClose(): void }) {
  const { db, showEntry } = useServices();
  const data = useLiveQuery(async () => {
    const fact = await db.facts.get(factId);
    if (!fact) return null;
    const [source, successor, replaced] = await Promise.all([
      db.messages.get(fact.sourceMessageId),
      fact.supersededBy ? db.facts.get(fact.supersededBy) : Promise.resolve(undefined),
      db.facts.filter((f) => f.supersededBy === fact.id).toArray(),
    ]);
    return { fact, source, successor, replaced };
  }, [db, factId]);

  if (data === undefined) return <aside className="side-panel" aria-label="Fact details" />;
  if (data === null) {
    return (
      <aside className="side-panel" aria-label="Fact details">
        <p className="muted">This fact no longer exists; its entry was edited or deleted.</p>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </aside>
    );
  }
  const { fact, source, successor, replaced } = data;
  const name = (id: string | null) => (id ? entities.get(id)?.name ?? id : null);
  return (
    <aside className="side-panel" aria-label="Fact details">
      <header className="side-head">
        <span className={`status-badge is-${fact.status}`}>{fact.status === 'active' ? 'Current' : 'Archived'}</span>
        <button type="button" className="icon-button" aria-label="Close details" onClick={onClose}>
          ×
        </button>
      </header>
      <h3 className="fact-text">{fact.text}</h3>
      <dl className="fact-meta">
        <dt>Relation</dt>
        <dd>
          {name(fact.subjectId)} · {relationLabel(fact.relation)} · {name(fact.objectId) ?? fact.objectLiteral ?? '—'}
          {fact.negated ? ' (negated)' : ''}
        </dd>
        <dt>True in the world</dt>
        <dd>
          {when(fact.validFrom, 'unknown start')} → {when(fact.validTo, fact.kind === 'state' ? 'still true' : '—')}
          {fact.validGranularity ? ` (to the ${fact.validGranularity})` : ''}
        </dd>
        {fact.eventTime && (
          <>
            <dt>Said to happen</dt>
            <dd>{fact.eventTime.value}</dd>
          </>
        )}
        <dt>Learned</dt>
        <dd>{formatDateTime(fact.recordedAt)}</dd>
        <dt>Archived</dt>
        <dd>{when(fact.expiredAt, 'not archived')}</dd>
        <dt>Confidence</dt>
        <dd>
          {Math.round(fact.confidence * 100)}%{fact.sourceMessageIds.length > 1 ? ` · stated ${fact.sourceMessageIds.length} times` : ''}
        </dd>
      </dl>
      {successor && (
        <section className="side-section">
          <h4>Why archived</h4>
          <p>
            Superseded by a later fact, learned {formatDateTime(successor.recordedAt)}: <q>{successor.text}</q>
          </p>
        </section>
      )}
      {replaced.length > 0 && (
        <section className="side-section">
          <h4>It replaced</h4>
          <ul>
            {replaced.map((f: Fact) => (
              <li key={f.id}>{f.text}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="side-section">
        <h4>Source entry</h4>
        {source ? (
          <figure className="source-entry">
            <blockquote>{source.text}</blockquote>
            <figcaption>
              {source.speaker}, {formatDateTime(source.time)}{' '}
              <button type="button" className="link-button" onClick={() => showEntry(source.id)}>
                Open in journal
              </button>
            </figcaption>
          </figure>
        ) : (
          <p className="muted">The source entry was deleted.</p>
        )}
      </section>
    </aside>
  );
}
