import nlp from 'compromise';

export type VerbForm = 'base' | 'present' | 'past' | 'participle' | 'gerund';

/** Irregular forms compromise does not give (or gives ambiguously) for the verbs the patterns use. */
const SPECIAL: Record<string, Record<string, VerbForm>> = {
  be: { be: 'base', am: 'present', is: 'present', are: 'present', was: 'past', were: 'past', been: 'participle', being: 'gerund' },
  have: { have: 'base', has: 'present', had: 'past', having: 'gerund' },
  own: { own: 'base', owns: 'present', owned: 'past', owning: 'gerund' },
};

/** compromise's conjugation of a word read as a verb ("live" alone would be read as an adjective). */
export function conjugate(word: string): Record<string, string | undefined> {
  const doc = nlp(word);
  doc.tag('Verb');
  return (doc.verbs().conjugate()[0] ?? {}) as Record<string, string | undefined>;
}

const cache = new Map<string, Map<string, VerbForm>>();

/** Every inflection of a verb (first word inflected, the rest kept: "give away" -> "gave away"), with its form. */
export function verbForms(phrase: string): Map<string, VerbForm> {
  const hit = cache.get(phrase);
  if (hit) return hit;
  const [head = '', ...rest] = phrase.split(' ');
  const tail = rest.length ? ` ${rest.join(' ')}` : '';
  const forms = new Map<string, VerbForm>();
  const special = SPECIAL[head];
  if (special) {
    for (const [f, kind] of Object.entries(special)) forms.set(f + tail, kind);
  } else {
    const c = conjugate(head);
    const add = (f: string | undefined, kind: VerbForm) => {
      if (f && !forms.has(f + tail)) forms.set(f + tail, kind);
    };
    add(c.PastTense, 'past');
    add(c.Participle, 'participle');
    add(c.PresentTense, 'present');
    add(c.Gerund, 'gerund');
    add(c.Infinitive ?? head, 'base');
    add(head, 'base');
  }
  cache.set(phrase, forms);
  return forms;
}
