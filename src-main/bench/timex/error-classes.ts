import { pairSpans, type Span } from './score';

/** Where the tagger and the gold annotation disagree, grouped by kind so the largest error classes show first. */
export type ErrorKind = 'missed' | 'spurious' | 'span' | 'value' | 'type';

export interface ErrorExample {
  kind: ErrorKind;
  key: string;
  detail: string;
}

interface Labelled extends Span {
  text: string;
}

export function classifyErrors(gold: readonly Labelled[], system: readonly Labelled[]): ErrorExample[] {
  const pairs = pairSpans(gold, system);
  const pairedGold = new Set(pairs.map((p) => p.gold));
  const pairedSystem = new Set(pairs.map((p) => p.system));
  const out: ErrorExample[] = [];
  for (const g of gold) if (!pairedGold.has(g)) out.push({ kind: 'missed', key: `${g.type} ${shape(g.text)}`, detail: `"${g.text}" ${g.value}` });
  for (const s of system) if (!pairedSystem.has(s)) out.push({ kind: 'spurious', key: `${s.type} ${shape(s.text)}`, detail: `"${s.text}" ${s.value}` });
  for (const { gold: g, system: s } of pairs) {
    if (g.start !== s.start || g.end !== s.end) out.push({ kind: 'span', key: `"${shape(g.text)}" vs "${shape(s.text)}"`, detail: `"${g.text}" vs "${s.text}"` });
    if (g.value !== s.value) out.push({ kind: 'value', key: shape(g.text), detail: `"${g.text}" gold ${g.value} ours ${s.value}` });
    if (g.type !== s.type) out.push({ kind: 'type', key: `${g.type}->${s.type} ${shape(g.text)}`, detail: `"${g.text}"` });
  }
  return out;
}

/** Text with digits folded, so "1990" and "1991" count as one class. */
function shape(text: string): string {
  return text.toLowerCase().replace(/\d/g, '9').replace(/\s+/g, ' ');
}

/** Counts per kind and the most frequent keys of each, as printable lines. */
export function summariseErrors(errors: readonly ErrorExample[], topN: number): string[] {
  const lines: string[] = [];
  for (const kind of ['missed', 'spurious', 'span', 'value', 'type'] as ErrorKind[]) {
    const ofKind = errors.filter((e) => e.kind === kind);
    lines.push(`  ${kind}: ${ofKind.length}`);
    const byKey = new Map<string, ErrorExample[]>();
    for (const e of ofKind) byKey.set(e.key, [...(byKey.get(e.key) ?? []), e]);
    const top = [...byKey.entries()].sort((a, b) => b[1].length - a[1].length).slice(0, topN);
    for (const [key, list] of top) lines.push(`    ${String(list.length).padStart(4)}  ${key}   e.g. ${list[0]!.detail}`);
  }
  return lines;
}
