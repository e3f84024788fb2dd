import * as chrono from 'chrono-node';
import { makeDate, valueAt } from './calendar';
import type { Candidate, RuleContext } from './rule';

/**
 * chrono-node for what it does well and the grammar leaves alone: numeric dates in their many written forms
 * ("2023/05/08", "8.5.2023", "08-05-2023 14:30"). It runs only on short windows around such triggers, since
 * running it over whole texts is an order of magnitude slower than the grammar.
 */
const TRIGGER = /\b\d{1,4}[./-]\d{1,2}[./-]\d{1,4}\b/g;
const WINDOW = 24;
/** chrono costs ~0.1 ms a window: past this many triggers a text is a table of numbers, not prose. */
const MAX_WINDOWS = 2_000;

export function chronoCandidates(ctx: RuleContext): Candidate[] {
  const out: Candidate[] = [];
  const instant = new Date(ctx.ref.toMillis());
  TRIGGER.lastIndex = 0;
  let windows = 0;
  for (let m = TRIGGER.exec(ctx.text); m && windows++ < MAX_WINDOWS; m = TRIGGER.exec(ctx.text)) {
    const from = Math.max(0, m.index - WINDOW);
    const window = ctx.text.slice(from, m.index + m[0].length + WINDOW);
    // Dotted dates are day-first where they are written ("8.5.2023" is 8 May); slashes follow US order.
    const parser = m[0].includes('.') ? chrono.en.GB : chrono.strict;
    for (const r of parser.parse(window, { instant, timezone: 0 })) {
      const start = from + r.index;
      const end = start + r.text.length;
      if (end <= m.index || start >= m.index + m[0].length) continue;
      const value = valueOf(r.start);
      if (value) out.push({ ...value, start, end, rule: 'chrono', priority: -1 });
    }
  }
  return out;
}

function valueOf(c: chrono.ParsedComponents): Omit<Candidate, 'start' | 'end' | 'rule' | 'priority'> | null {
  const year = c.get('year');
  const month = c.get('month');
  const day = c.get('day');
  if (year === null || month === null || day === null || !c.isCertain('day')) return null;
  const date = makeDate(year, month, day);
  if (!date) return null;
  const type = c.isCertain('year') ? 'absolute' : 'relative';
  if (!c.isCertain('hour')) return { value: valueAt(date, 'day'), timex3Type: 'DATE', type, confidence: 0.8 };
  const time = date.set({ hour: c.get('hour') ?? 0, minute: c.get('minute') ?? 0 });
  return { value: valueAt(time, 'minute'), timex3Type: 'TIME', type, confidence: 0.8 };
}
