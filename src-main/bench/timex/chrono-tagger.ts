import * as chrono from 'chrono-node';
import type { TimemlDocument } from '../../cli/timeml/read-timeml';
import type { TimexTag } from '../../cli/timeml/write-timeml';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The baseline: chrono-node's casual parser alone, its known components written as a TIMEX3 value. */
export function chronoTagDocument(doc: TimemlDocument): TimexTag[] {
  const ref = new Date(doc.dct);
  return chrono.casual.parse(doc.plainText, { instant: ref, timezone: 0 }).map((r) => {
    const c = r.start;
    const date = c.date();
    const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
    const hasTime = c.isCertain('hour');
    const value = hasTime
      ? `${day}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`
      : c.isCertain('day') || c.isCertain('weekday')
        ? day
        : c.isCertain('month')
          ? day.slice(0, 7)
          : day.slice(0, 4);
    return { start: r.index, end: r.index + r.text.length, type: hasTime ? 'TIME' : 'DATE', value };
  });
}
