/** TempEval-3 Task A measures: strict/relaxed span P/R/F1, value and type accuracy over relaxed matches, value F1. */

export interface Span {
  start: number;
  end: number;
  type: string;
  value: string;
}

export interface Counts {
  gold: number;
  system: number;
  /** Gold spans matched exactly by a system span. */
  strict: number;
  /** One-to-one pairs of overlapping spans. */
  relaxed: number;
  valueCorrect: number;
  typeCorrect: number;
}

export interface Pair<G extends Span, S extends Span> {
  gold: G;
  system: S;
}

export const emptyCounts = (): Counts => ({ gold: 0, system: 0, strict: 0, relaxed: 0, valueCorrect: 0, typeCorrect: 0 });

/** Pair system spans with gold spans that overlap them, exact matches first, each span used once. */
export function pairSpans<G extends Span, S extends Span>(gold: readonly G[], system: readonly S[]): Pair<G, S>[] {
  const usedGold = new Set<number>();
  const usedSystem = new Set<number>();
  const pairs: Pair<G, S>[] = [];
  const tryPair = (exact: boolean) => {
    system.forEach((s, si) => {
      if (usedSystem.has(si)) return;
      const gi = gold.findIndex((g, i) => !usedGold.has(i) && (exact ? g.start === s.start && g.end === s.end : g.start < s.end && s.start < g.end));
      if (gi < 0) return;
      usedGold.add(gi);
      usedSystem.add(si);
      pairs.push({ gold: gold[gi]!, system: s });
    });
  };
  tryPair(true);
  tryPair(false);
  return pairs;
}

export function countDocument(gold: readonly Span[], system: readonly Span[]): Counts {
  const pairs = pairSpans(gold, system);
  return {
    gold: gold.length,
    system: system.length,
    strict: pairs.filter((p) => p.gold.start === p.system.start && p.gold.end === p.system.end).length,
    relaxed: pairs.length,
    valueCorrect: pairs.filter((p) => p.gold.value === p.system.value).length,
    typeCorrect: pairs.filter((p) => p.gold.type === p.system.type).length,
  };
}

export function addCounts(a: Counts, b: Counts): Counts {
  return {
    gold: a.gold + b.gold,
    system: a.system + b.system,
    strict: a.strict + b.strict,
    relaxed: a.relaxed + b.relaxed,
    valueCorrect: a.valueCorrect + b.valueCorrect,
    typeCorrect: a.typeCorrect + b.typeCorrect,
  };
}

const f1 = (matched: number, gold: number, system: number): number => {
  const p = system ? matched / system : 0;
  const r = gold ? matched / gold : 0;
  return p + r ? (2 * p * r) / (p + r) : 0;
};

export interface Scores {
  strictP: number;
  strictR: number;
  strictF1: number;
  relaxedP: number;
  relaxedR: number;
  relaxedF1: number;
  valueAccuracy: number;
  typeAccuracy: number;
  valueF1: number;
  typeF1: number;
}

/** Percentages, as TempEval-3 reports them. */
export function scores(c: Counts): Scores {
  const pct = (x: number) => 100 * x;
  const relaxedF1 = f1(c.relaxed, c.gold, c.system);
  const valueAccuracy = c.relaxed ? c.valueCorrect / c.relaxed : 0;
  const typeAccuracy = c.relaxed ? c.typeCorrect / c.relaxed : 0;
  return {
    strictP: pct(c.system ? c.strict / c.system : 0),
    strictR: pct(c.gold ? c.strict / c.gold : 0),
    strictF1: pct(f1(c.strict, c.gold, c.system)),
    relaxedP: pct(c.system ? c.relaxed / c.system : 0),
    relaxedR: pct(c.gold ? c.relaxed / c.gold : 0),
    relaxedF1: pct(relaxedF1),
    valueAccuracy: pct(valueAccuracy),
    typeAccuracy: pct(typeAccuracy),
    valueF1: pct(relaxedF1 * valueAccuracy),
    typeF1: pct(relaxedF1 * typeAccuracy),
  };
}
