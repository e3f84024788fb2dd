import { describe, expect, it } from 'vitest';
import { kinNamed, kinOwners, namesOtherKinOnly, speaksOfOtherSex } from './kin';

describe('kinNamed', () => {
  it('reads family words, singular or plural, as the relatives they can mean', () => {
    expect([...kinNamed("When did Deborah's mother pass away?")]).toEqual(['mother']);
    expect([...kinNamed('My mom and dad visited.')].sort()).toEqual(['father', 'mother']);
    expect([...kinNamed('My parents came over.')].sort()).toEqual(['father', 'mother']);
    expect([...kinNamed('The kids loved it, and so did my sisters.')].sort()).toEqual(['daughter', 'sister', 'son']);
  });

  it('finds nothing in empty, unrelated or hostile text', () => {
    expect(kinNamed('').size).toBe(0);
    expect(kinNamed("I'm not kidding, the momentum was great.").size).toBe(0);
    expect(kinNamed('👨‍👩‍👧 مرحبا <script>mother</script>'.repeat(2)).has('mother')).toBe(true);
    expect(kinNamed('word '.repeat(50_000)).size).toBe(0);
  });
});

describe('namesOtherKinOnly', () => {
  const mother = kinNamed('When did my mother pass away?');

  it('is true for a text about another relative only', () => {
    expect(namesOtherKinOnly(mother, 'My dad passed away two days ago.')).toBe(true);
    expect(namesOtherKinOnly(kinNamed('When did my son start school?'), 'My daughter started school last week.')).toBe(true);
  });

  it('is false when the text names the asked relative too, or none, or the question names none', () => {
    expect(namesOtherKinOnly(mother, 'My mum and dad moved last year.')).toBe(false);
    expect(namesOtherKinOnly(mother, 'My parents moved last year.')).toBe(false);
    expect(namesOtherKinOnly(mother, 'She passed away a few years ago.')).toBe(false);
    expect(namesOtherKinOnly(new Set(), 'My dad passed away two days ago.')).toBe(false);
    // a third person's relative is nobody the question asks about
    const brother = kinNamed('When was Ann going to fly to Bergen to visit her brother?');
    expect(namesOtherKinOnly(brother, "I fly out to Bergen in two weeks and I'm staying with Aksel and his wife.")).toBe(false);
    expect(namesOtherKinOnly(brother, "I'm staying with Aksel's wife.")).toBe(false);
    expect(namesOtherKinOnly(brother, "I'm staying with my wife.")).toBe(true);
    // nor does a relative whose place it happened at
    const grandmother = kinNamed("When did Oskar find his grandmother's second recipe notebook?");
    expect(namesOtherKinOnly(grandmother, "Last month I found a second notebook of Babcia's in my aunt Danuta's attic!")).toBe(false);
    expect(namesOtherKinOnly(grandmother, "I found it at my aunt's.")).toBe(false);
    expect(namesOtherKinOnly(grandmother, "I was at my aunt's wedding.")).toBe(true);
  });
});

describe('speaksOfOtherSex', () => {
  it("is true for a text naming no relative that speaks only of someone of the other sex than the asked one", () => {
    const father = kinNamed("When did Bram's father have his operation?");
    expect(speaksOfOtherSex(father, 'She had the operation on the 14th.')).toBe(true);
    expect(speaksOfOtherSex(kinNamed("When did Ann's sister move?"), 'He moved to Leeds last week.')).toBe(true);
    // the asked one's own pronoun, a relative named, both sexes, no one, or a question naming no relative or either sex
    expect(speaksOfOtherSex(father, 'He had the operation on the 14th.')).toBe(false);
    expect(speaksOfOtherSex(father, 'My mum said he had the operation.')).toBe(false);
    expect(speaksOfOtherSex(father, 'She says he had it on the 14th.')).toBe(false);
    expect(speaksOfOtherSex(father, 'The operation was on the 14th.')).toBe(false);
    expect(speaksOfOtherSex(new Set(), 'She had the operation.')).toBe(false);
    expect(speaksOfOtherSex(kinNamed('When did my cousin move?'), 'She moved last week.')).toBe(false);
    expect(speaksOfOtherSex(father, '')).toBe(false);
  });
});

describe('kinOwners', () => {
  const sister = new Set(['sister']);
  const kinOfComesUp = (owner: string, relatives: ReadonlySet<string>, messages: { speaker: string; text: string }[]) =>
    kinOwners(new Set(['corvin', 'ysolde', owner.toLowerCase()]), relatives, messages).has(owner.toLowerCase());
  const talk = [
    { speaker: 'Corvin', text: 'My own news: my little sister Marit just got engaged!' },
    { speaker: 'Ysolde', text: 'Congratulations to her! Is your mum excited?' },
  ];
  it("finds a relative called the speaker's own, the one addressed's, or named as someone's", () => {
    expect(kinOfComesUp('Corvin', sister, talk)).toBe(true);
    expect(kinOfComesUp('Ysolde', sister, talk)).toBe(false);
    expect(kinOfComesUp('Corvin', new Set(['mother']), talk)).toBe(true); // "your mum", said to him
    expect(kinOfComesUp('Ysolde', sister, [{ speaker: 'Corvin', text: "Ysolde's big sister is visiting." }])).toBe(true);
  });
  it('copes with empty, hostile and huge input', () => {
    expect(kinOfComesUp('Corvin', sister, [])).toBe(false);
    expect(kinOfComesUp('C.*(r)[v]+\\', sister, talk)).toBe(false);
    expect(kinOfComesUp('Corvin', sister, [{ speaker: 'Corvin', text: 'my '.repeat(100_000) }])).toBe(false);
  });
});
