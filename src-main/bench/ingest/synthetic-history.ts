import type { NewMessage } from '../../../src-renderer/store/memory-store';

const DAY = 86_400_000;
const CITIES = ['Paris', 'London', 'Tokyo', 'Berlin', 'Lisbon', 'Madrid', 'Oslo', 'Toronto'];
const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries'];
const PLACES = ['Rome', 'Vienna', 'Prague', 'Kyoto', 'Seattle', 'Dublin'];
const EVENTS = ['a support group', 'a pottery class', 'a jazz concert', 'a charity run', 'a book club', 'a yoga workshop'];
const CHATTER = [
  'Feeling pretty tired today, long day.',
  'The weather was lovely this morning.',
  'Thinking a lot about what matters to me.',
  'Had a quiet evening with some tea.',
];

/**
 * A deterministic journal of `n` entries, one a day from 1 Jan 2015: residence and job changes,
 * visits, events, plans and everyday chatter, in the proportions a real journal has.
 */
export function syntheticHistory(n: number): NewMessage[] {
  const start = Date.UTC(2015, 0, 1, 20, 0);
  return Array.from({ length: n }, (_, i) => {
    const pick = <T>(xs: readonly T[]) => xs[(i * 7 + Math.floor(i / xs.length)) % xs.length]!;
    const kind = i % 10;
    const text =
      kind === 0
        ? `I moved to ${pick(CITIES)} last week.`
        : kind === 3
          ? `I started a new job at ${pick(COMPANIES)} two weeks ago.`
          : kind === 5
            ? `I visited ${pick(PLACES)} yesterday and loved it.`
            : kind === 6
              ? `I went to ${pick(EVENTS)} on Saturday. It was great.`
              : kind === 8
                ? `I'm going to the dentist next Wednesday.`
                : pick(CHATTER);
    return { id: `s${i}`, speaker: 'Me', conversation: 'journal', text, time: start + i * DAY };
  });
}
