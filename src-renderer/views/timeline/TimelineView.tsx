import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Entity } from '../../../src-shared/domain/memory';
import { wallNow } from '../../../src-shared/domain/wall-time';
import { useServices } from '../../app/app-context';
import { fromDateInput } from '../../app/format';
import { SelectField } from '../SelectField';
import { FactPanel } from './FactPanel';
import { buildTimeline, relationLabel } from './timeline-items';
import { VisTimeline, type TimelineHandle } from './VisTimeline';

const DAY = 86_400_000;
/** Zoom presets from decades down to hours (vis-timeline's own zoom limits bound the wheel). */
const SPANS: { label: string; title: string; ms: number }[] = [
  { label: 'Decades', title: 'Show about thirty years', ms: 30 * 365.25 * DAY },
  { label: 'Year', title: 'Show about a year', ms: 365.25 * DAY },
  { label: 'Month', title: 'Show about a month', ms: 31 * DAY },
  { label: 'Day', title: 'Show one day, by the hour', ms: DAY },
];

/** Entity timeline: one row per subject and relation, archived facts greyed, record-time replay with `As of`. */
export function TimelineView() {
  const { db } = useServices();
  const [entityId, setEntityId] = useState('');
  const [relation, setRelation] = useState('');
  const [text, setText] = useState('');
  const [asOfInput, setAsOfInput] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const handle = useRef<TimelineHandle | null>(null);

  const data = useLiveQuery(async () => {
    const [facts, entities] = await Promise.all([db.facts.toArray(), db.entities.toArray()]);
    const sourceIds = [...new Set(facts.map((f) => f.sourceMessageId))];
    const messages = sourceIds.length ? await db.messages.bulkGet(sourceIds) : [];
    const messageTimes = new Map<string, number>();
    for (const m of messages) if (m) messageTimes.set(m.id, m.time);
    return { facts, entities: new Map(entities.map((e) => [e.id, e])), messageTimes };
  }, [db]);

  // "As of" a day means everything recorded by the end of that day.
  const asOfDay = fromDateInput(asOfInput);
  const asOf = asOfDay === null ? null : asOfDay + DAY - 1;
  const now = useMemo(() => wallNow(), [data]);
  const timeline = useMemo(
    () =>
      data
        ? buildTimeline({ ...data, asOf, now, filter: { entityId: entityId || null, relation: relation || null, text } })
        : { groups: [], items: [] },
    [data, asOf, now, entityId, relation, text],
  );

  const entityOptions = useMemo(() => sortedEntities(data?.entities), [data]);
  const relationOptions = useMemo(() => [...new Set((data?.facts ?? []).map((f) => f.relation))].sort(), [data]);
  const counts = useMemo(() => {
    let archived = 0;
    for (const i of timeline.items) if (i.status === 'archived') archived++;
    return { active: timeline.items.length - archived, archived };
  }, [timeline]);

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.key === 'Escape') setSelected(null);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const empty = data && data.facts.length === 0;
  return (
    <section className="timeline-view" aria-label="Entity timeline">
      <div className="toolbar" role="toolbar" aria-label="Timeline controls">
        <SelectField
          layout="field-inline"
          label="Entity"
          ariaLabel="Filter by entity"
          value={entityId}
          options={[{ value: '', label: 'All' }, ...entityOptions.map((e) => ({ value: e.id, label: e.name }))]}
          onChange={setEntityId}
        />
        <SelectField
          layout="field-inline"
          label="Relation"
          ariaLabel="Filter by relation"
          value={relation}
          options={[{ value: '', label: 'All' }, ...relationOptions.map((r) => ({ value: r, label: relationLabel(r) }))]}
          onChange={setRelation}
        />
        <input type="search" className="search" placeholder="Search facts" aria-label="Search facts" value={text} onChange={(e) => setText(e.target.value)} />
        <label className="field-inline as-of" title="Replay what the journal knew at the end of this day (record time)">
          <span>As of</span>
          <input type="date" aria-label="As of" value={asOfInput} onChange={(e) => setAsOfInput(e.target.value)} />
        </label>
        {asOfInput && (
          <button type="button" className="link-button" onClick={() => setAsOfInput('')}>
            Back to now
          </button>
        )}
        <span className="toolbar-spacer" />
        <div className="button-group" role="group" aria-label="Zoom to">
          {SPANS.map((z) => (
            <button key={z.label} type="button" title={z.title} onClick={() => handle.current?.span(z.ms)}>
              {z.label}
            </button>
          ))}
        </div>
        <div className="button-group" role="group" aria-label="Zoom">
          <button type="button" onClick={() => handle.current?.zoom('in')} aria-label="Zoom in">
            +
          </button>
          <button type="button" onClick={() => handle.current?.zoom('out')} aria-label="Zoom out">
            −
          </button>
          <button type="button" onClick={() => handle.current?.fit()}>
            Fit
          </button>
        </div>
      </div>
      <div className="legend" aria-label="Legend">
        <span className="legend-item is-active">Current ({counts.active})</span>
        <span className="legend-item is-archived">Archived — superseded, kept ({counts.archived})</span>
        <span className="legend-hint">Click an item for its source entry and history.</span>
        {asOf !== null && <span className="legend-note">Showing what was known on {asOfInput}</span>}
      </div>
      {empty ? (
        <div className="empty-state">
          <h2>No facts yet</h2>
          <p>
            The timeline fills in as you journal. Write entries like <q>I moved to Paris in 2020</q> or <q>I started at Acme last March</q>: each place,
            job and relationship becomes a bar; events become points. When a newer entry contradicts an older one, the older fact turns grey but stays.
          </p>
        </div>
      ) : (
        <div className={selected ? 'timeline-body with-panel' : 'timeline-body'}>
          <div className="timeline-chart">
            <VisTimeline
              groups={timeline.groups}
              items={timeline.items}
              selectedId={selected}
              onSelect={setSelected}
              onReady={(h) => (handle.current = h)}
            />
            {data && timeline.items.length === 0 && (
              <p className="chart-note">{asOf !== null ? 'Nothing had been recorded by that day.' : 'No facts match these filters.'}</p>
            )}
          </div>
          {selected && data && <FactPanel factId={selected} entities={data.entities} onClose={() => setSelected(null)} />}
        </div>
      )}
    </section>
  );
}

function sortedEntities(entities: ReadonlyMap<string, Entity> | undefined): Entity[] {
  return [...(entities?.values() ?? [])].sort((a, b) => a.name.localeCompare(b.name));
}
