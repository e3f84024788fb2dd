import { describe, expect, it } from 'vitest';
import { shortFormAliases } from './short-forms';

const aliases = (entries: [string, string][]) => Object.fromEntries(shortFormAliases(new Map(entries)));

describe('shortFormAliases', () => {
  it('maps a name without its designators to the full name', () => {
    expect(aliases([['a', 'Arcadia'], ['g', 'Arcadia Games'], ['n', 'Nordlys Studio']])).toEqual({ a: 'g' });
    expect(aliases([['s', "St Brigid's"], ['h', "St Brigid's Hospital"]])).toEqual({ s: 'h' });
    expect(aliases([['d', 'Delft'], ['t', 'TU Delft']])).toEqual({ d: 't' });
  });

  it('leaves names that differ in more than designators, and short forms of two names', () => {
    expect(aliases([['y', 'York'], ['n', 'New York']])).toEqual({});
    expect(aliases([['g', 'Google'], ['m', 'Google Maps']])).toEqual({});
    expect(aliases([['a', 'Acme'], ['l', 'Acme Labs'], ['g', 'Acme Games']])).toEqual({});
    expect(aliases([['a', 'Acme'], ['b', 'acme']])).toEqual({});
  });

  it('handles empty, designator-only and hostile names', () => {
    expect(aliases([])).toEqual({});
    expect(aliases([['x', 'The Group'], ['y', 'Group']])).toEqual({});
    expect(aliases([['x', ''], ['y', '<script>'], ['z', 'x'.repeat(10_000)]])).toEqual({});
  });
});
