import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isExclusiveState, RELATION_PATTERNS, RELATIONS, relationSpec } from './relations';

describe('relation vocabulary', () => {
  it('documents every relation in RELATIONS.md with its class', () => {
    const doc = readFileSync(fileURLToPath(new URL('./RELATIONS.md', import.meta.url)), 'utf8');
    for (const r of RELATIONS) expect(doc, r.name).toMatch(new RegExp(`\\| \`${r.name}\` \\| ${r.class} \\|`));
  });

  it('every trigger pattern names a known relation and has one subject and at most one verb group', () => {
    const names = new Set(RELATIONS.map((r) => r.name));
    for (const p of RELATION_PATTERNS) {
      expect(names.has(p.relation), p.pattern).toBe(true);
      expect((p.pattern.match(/\{S\}|\{POSS\??\}/g) ?? []).length, p.pattern).toBe(1);
      expect((p.pattern.match(/<[^>]+>/g) ?? []).length, p.pattern).toBeLessThanOrEqual(1);
      expect(p.confidence).toBeGreaterThan(0);
      expect(p.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('separates exclusive states from coexisting values and events', () => {
    expect(isExclusiveState('lives_in')).toBe(true);
    expect(isExclusiveState('works_at')).toBe(true);
    expect(isExclusiveState('owns')).toBe(false);
    expect(isExclusiveState('visited')).toBe(false);
    expect(relationSpec('made_up_by_an_llm')).toMatchObject({ class: 'cumulative', objectType: 'literal' });
  });
});
