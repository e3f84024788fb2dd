import { RELATION_PATTERNS, type RelationPattern } from '../../../src-shared/memory/relations';
import { AUXILIARIES } from './lexicon';
import { verbForms, type VerbForm } from './verb-forms';

/** The object slot a pattern names; it decides how the object phrase is cut out. */
export type ObjectSlot = 'PLACE' | 'ORG' | 'PERSON' | 'THING' | 'EVENT' | 'TITLE' | 'ROLE' | 'TITLE_WORK';

export interface RelationMatch {
  pattern: RelationPattern;
  /** Position of the pattern in the vocabulary table (lower wins). */
  order: number;
  slot: ObjectSlot | null;
  /** The subject word as written ("I", "she", "Caroline", "and"). */
  subject: string;
  subjectStart: number;
  /** Auxiliaries and adverbs before the verb ("have been", "am going to", "no longer"). */
  aux: string;
  verb: string;
  verbLemma: string;
  verbForm: VerbForm;
  verbStart: number;
  /** Raw object text (untrimmed) and its offset, or null for object-less patterns. */
  object: string | null;
  objectStart: number;
  start: number;
  end: number;
}

interface Compiled {
  pattern: RelationPattern;
  re: RegExp;
  /** First words of the verb forms: a sentence without any of them cannot match (cheap pre-filter). */
  verbHeads: string[];
  slot: ObjectSlot | null;
  forms: Map<string, { lemma: string; form: VerbForm }>;
}

/** Words a diary-style sentence may open with before its verb ("Just moved to Denver!"). */
const OPENING = `^(?:(?:just|finally|also|so|and|well|yeah|oh|today|yesterday|still|currently|now)\\s+)*`;
/** The subject word; or none at the very start of a diary-style sentence ("Started at Acme today"). */
const SUBJECT = `(?:(?<subj>\\b[A-Za-z][\\w'-]*)\\s+|${OPENING})`;
const POSSESSIVE = `(?<subj>\\b(?:my|his|her|their|[A-Z][a-z]+'s))`;
/** A possessive, or none at the start of a verbless diary note ("Last day at Acme today."). */
const OPTIONAL_POSSESSIVE = `(?:${POSSESSIVE}\\s+|${OPENING})`;
const AUX = `(?<aux>(?:(?:${AUXILIARIES.map((a) => a.replace(/ /g, '\\s+')).join('|')})\\s+)*)`;
const OBJECT = `(?<obj>[^,.;:!?()"]+|"[^"]+")`;

function compile(pattern: RelationPattern): Compiled {
  const forms = new Map<string, { lemma: string; form: VerbForm }>();
  let slot: ObjectSlot | null = null;
  // Verb groups first: the named groups substituted afterwards contain '<' themselves.
  let source = pattern.pattern
    .replace(/<([^>]+)>/g, (_m, alts: string) => {
      for (const lemma of alts.split('|')) {
        for (const [f, form] of verbForms(lemma)) if (!forms.has(f)) forms.set(f, { lemma, form });
      }
      const alternatives = [...forms.keys()].sort((a, b) => b.length - a.length).map((f) => f.replace(/ /g, '\\s+'));
      return `${AUX}(?<verb>${alternatives.join('|')})\\b`;
    })
    .replace(/\{S\} /g, SUBJECT)
    .replace(/\{POSS\?\} /g, OPTIONAL_POSSESSIVE)
    .replace(/\{POSS\}/g, POSSESSIVE)
    .replace(/\{(PLACE|ORG|PERSON|THING|EVENT|TITLE_WORK|TITLE|ROLE)\}/g, (_m, s: ObjectSlot) => {
      slot = s;
      return OBJECT;
    });
  source = source.replace(/ (?![^[]*\])/g, '\\s+');
  const verbHeads = [...new Set([...forms.keys()].map((f) => f.split(' ')[0]!))];
  return { pattern, re: new RegExp(source, 'gid'), verbHeads, slot, forms };
}

const COMPILED: readonly Compiled[] = RELATION_PATTERNS.map(compile);

/**
 * Every pattern match in a (normalised) sentence, in table order per position. Several patterns may
 * claim the same verb: the caller keeps the first one whose subject and object validate, so the
 * table order is the priority order.
 */
export function matchRelations(sentence: string): RelationMatch[] {
  const out: RelationMatch[] = [];
  const words = new Set(sentence.toLowerCase().match(/[a-z']+/g) ?? []);
  COMPILED.forEach((c, order) => {
    if (c.verbHeads.length && !c.verbHeads.some((h) => words.has(h))) return;
    c.re.lastIndex = 0;
    for (let m = c.re.exec(sentence); m; m = c.re.exec(sentence)) {
      const g = m.groups ?? {};
      const at = m.indices?.groups ?? {};
      const verb = g.verb ?? '';
      const subj = g.subj ?? '';
      const subjectStart = at.subj?.[0] ?? m.index;
      const verbStart = at.verb?.[0] ?? subjectStart + subj.length;
      const obj = g.obj ?? null;
      const info = c.forms.get(verb.toLowerCase().replace(/\s+/g, ' ')) ?? { lemma: verb.toLowerCase(), form: 'base' as VerbForm };
      out.push({
        pattern: c.pattern,
        order,
        slot: c.slot,
        subject: subj,
        subjectStart,
        aux: (g.aux ?? '').trim().toLowerCase().replace(/\s+/g, ' '),
        verb,
        verbLemma: info.lemma,
        verbForm: info.form,
        verbStart,
        object: obj,
        objectStart: at.obj?.[0] ?? -1,
        start: m.index,
        end: m.index + m[0].length,
      });
      // Retry from the next character: the subject group is loose, a later word may be the real subject.
      c.re.lastIndex = m.index + 1;
    }
  });
  return out.sort((a, b) => a.start - b.start || a.order - b.order);
}
