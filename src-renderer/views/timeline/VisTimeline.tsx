import moment from 'moment';
import { useEffect, useRef } from 'react';
import { DataSet } from 'vis-data/peer';
import { Timeline, type TimelineOptions } from 'vis-timeline/peer';
import 'vis-timeline/styles/vis-timeline-graph2d.css';
import type { TimelineGroup, TimelineItem } from './timeline-items';

const HOUR = 3_600_000;
const YEAR = 365.25 * 24 * HOUR;

export interface TimelineHandle {
  fit(): void;
  zoom(direction: 'in' | 'out'): void;
  /** Show a window `span` ms wide around the current centre. */
  span(span: number): void;
}

/** Content as a DOM node with textContent, so hostile entry text can never become markup. */
function textNode(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}

const OPTIONS: TimelineOptions = {
  // Wall ms are floating wall-clock time stored as if UTC; show them unshifted.
  moment: (date: moment.MomentInput) => moment(date).utc(),
  zoomMin: HOUR,
  zoomMax: 120 * YEAR,
  stack: true,
  orientation: { axis: 'top' },
  // No horizontal margin: a state and the one that replaced it meet end to start on one row.
  margin: { item: { horizontal: 0, vertical: 6 } },
  selectable: true,
  showCurrentTime: false,
  tooltip: { followMouse: true, delay: 200 },
  groupOrder: 'content',
};

export interface VisTimelineProps {
  groups: TimelineGroup[];
  items: TimelineItem[];
  selectedId: string | null;
  onSelect(id: string | null): void;
  onReady(handle: TimelineHandle): void;
}

/** A thin React wrapper over vis-timeline's peer build; data flows in through DataSets. */
export function VisTimeline({ groups, items, selectedId, onSelect, onReady }: VisTimelineProps) {
  const container = useRef<HTMLDivElement>(null);
  const timeline = useRef<Timeline | null>(null);
  const groupSet = useRef(new DataSet<{ id: string; content: HTMLElement }>());
  const itemSet = useRef(new DataSet<Record<string, unknown> & { id: string }>());
  const fitted = useRef(false);
  const selectRef = useRef(onSelect);
  selectRef.current = onSelect;

  useEffect(() => {
    if (!container.current) return;
    const tl = new Timeline(container.current, itemSet.current as never, groupSet.current as never, OPTIONS);
    tl.on('select', (props: { items: (string | number)[] }) => selectRef.current(props.items[0] === undefined ? null : String(props.items[0])));
    timeline.current = tl;
    onReady({
      fit: () => tl.fit({ animation: true }),
      zoom: (direction) => (direction === 'in' ? tl.zoomIn(0.5) : tl.zoomOut(0.5)),
      span: (span) => {
        const { start, end } = tl.getWindow();
        const centre = (start.getTime() + end.getTime()) / 2;
        tl.setWindow(centre - span / 2, centre + span / 2, { animation: true });
      },
    });
    return () => {
      tl.destroy();
      timeline.current = null;
      fitted.current = false;
    };
    // Created once per mount; onReady hands the caller its controls.
  }, []);

  useEffect(() => {
    const next = groups.map((g) => ({ id: g.id, content: textNode(g.content) }));
    groupSet.current.clear();
    groupSet.current.add(next);
    const rows = items.map(({ status: _status, content, ...rest }) => ({ ...rest, content: textNode(content) }));
    itemSet.current.clear();
    itemSet.current.add(rows);
    if (!fitted.current && rows.length > 0) {
      timeline.current?.fit({ animation: false });
      fitted.current = true;
    }
  }, [groups, items]);

  useEffect(() => {
    timeline.current?.setSelection(selectedId ? [selectedId] : []);
  }, [selectedId, items]);

  return <div ref={container} className="vis-host" aria-label="Entity timeline chart" role="figure" />;
}
