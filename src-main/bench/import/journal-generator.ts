import type { ImportFile } from '../../../src-renderer/import/import-types';

const PLACES = ['Paris', 'London', 'Lisbon', 'Berlin', 'Oslo', 'Kyoto', 'Toronto', 'Madrid'];
const WORK = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli'];
const PEOPLE = ['Ana', 'Ben', 'Chloe', 'Dev', 'Emma', 'Farid'];
const TEMPLATES: ((r: () => number) => string)[] = [
  (r) => `I moved to ${pick(PLACES, r)} today. The flat is small but bright.`,
  (r) => `Started a new job at ${pick(WORK, r)} this morning. Nervous but excited.`,
  (r) => `Had dinner with ${pick(PEOPLE, r)} last night; we talked about travelling to ${pick(PLACES, r)} next summer.`,
  () => `Quiet day. Read two chapters and went for a long walk along the river.\n\nFelt tired in the evening.`,
  (r) => `${pick(PEOPLE, r)} visited for the weekend. We went to the market on Saturday.`,
  (r) => `Left ${pick(WORK, r)} after three years. Time for something new.`,
  () => `My exam is next Wednesday, so I studied all afternoon.`,
];

function pick<T>(list: readonly T[], r: () => number): T {
  return list[Math.floor(r() * list.length)]!;
}

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same journal. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Markdown journal folder of `count` daily files (`journal/YYYY-MM-DD.md`), a few with front matter. */
export function generateMarkdownJournal(count: number, seed = 42): ImportFile[] {
  const r = random(seed);
  const start = Date.UTC(2010, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const body = pick(TEMPLATES, r)(r);
    const text = i % 10 === 0 ? `---\ntitle: Day ${i}\ndate: ${day} 21:30\n---\n# Day ${i}\n\n${body}\n` : `${body}\n`;
    return { path: `journal/${day}.md`, text };
  });
}
