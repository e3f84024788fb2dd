/**
 * Words that only say what kind of organisation a name is ("St Brigid's Hospital", "Arcadia Games", "TU Delft"): a name
 * without them is a short form of it, as people write "my last day at Arcadia" after "started at Arcadia Games".
 */
const DESIGNATORS: ReadonlySet<string> = new Set([
  'hospital', 'clinic', 'games', 'studio', 'studios', 'university', 'uni', 'college', 'school', 'academy', 'institute', 'tu',
  'inc', 'ltd', 'llc', 'gmbh', 'ag', 'plc', 'co', 'company', 'corp', 'corporation', 'group', 'labs', 'lab', 'technologies', 'software', 'the',
]);

const words = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Each id whose name is a short form of exactly one other name, mapped to that one's id: its words, in order, are the
 * other's less designators ("St Brigid's" -> "St Brigid's Hospital", "Delft" -> "TU Delft"). A short form of two
 * names ("Acme" of "Acme Labs" and "Acme Games") stays itself; so does a name that differs in more than designators.
 */
export function shortFormAliases(names: ReadonlyMap<string, string>): Map<string, string> {
  const cores = [...names].map(([id, name]) => ({ id, all: words(name), core: words(name).filter((w) => !DESIGNATORS.has(w)).join(' ') }));
  const aliases = new Map<string, string>();
  for (const short of cores) {
    if (!short.core) continue;
    const longer = cores.filter((c) => c.id !== short.id && c.core === short.core && c.all.length > short.all.length);
    if (longer.length === 1) aliases.set(short.id, longer[0]!.id);
  }
  return aliases;
}
