import { describe, expect, it } from 'vitest';
import { stem } from './stopwords';
import { termsByPerson, type TurnInContext } from './statement-owners';

const people = ['priya', 'tomas'];
const turn = (speaker: string, text: string, replyTo: TurnInContext['replyTo'] = null, facts: TurnInContext['facts'] = []): TurnInContext => ({ speaker, text, replyTo, facts });
const about = (t: TurnInContext, person: string) => [...(termsByPerson(t, people).stated.get(person) ?? [])];
const s = (...words: string[]) => words.map(stem);

describe('termsByPerson', () => {
  it('gives first-person statements to the speaker', () => {
    const t = turn('Priya', 'I started a pottery class last month.');
    expect(about(t, 'priya')).toEqual(expect.arrayContaining(s('started', 'pottery', 'class')));
    expect(about(t, 'tomas')).toEqual([]);
  });

  it('gives what a reply echoes of the news it answers to whoever told it', () => {
    const news = { speaker: 'Tomas', text: 'I ran a charity race for the animal shelter on Saturday.' };
    const t = turn('Priya', "That charity race sounds amazing, Tom! I'm so proud of you.", news);
    expect(about(t, 'tomas')).toEqual(expect.arrayContaining(s('charity', 'race', 'proud')));
    expect(about(t, 'priya')).not.toContain(stem('race'));
    expect(about(t, 'priya')).toContain(stem('proud')); // "I ... you" is about both
  });

  it("gives a feeling about a thing told after it ('I can't believe the housewarming happened') to the one replied to as well", () => {
    const thanks = { speaker: 'Tomas', text: 'Thank you so much for coming on Saturday, and for the chair!' };
    const t = turn('Priya', "Are you kidding, that was the best party all year! I can't believe the housewarming finally happened.", thanks);
    expect(about(t, 'tomas')).toEqual(expect.arrayContaining(s('housewarming', 'finally')));
    expect(about(t, 'priya')).toContain(stem('housewarming'));
    // the speaker's own deed after the feeling is the speaker's alone
    const own = turn('Priya', "I'm so glad I finally ran the half marathon.", thanks);
    expect(about(own, 'tomas')).not.toContain(stem('marathon'));
    expect(about(own, 'priya')).toContain(stem('marathon'));
  });

  it('gives a sentence that does little but call someone ("Councilwoman Tomas!") to the one called', () => {
    const t = turn('Priya', "Councilwoman Tomas! I'm still glowing from your swearing-in last Tuesday.");
    expect(about(t, 'tomas')).toContain(stem('councilwoman'));
    expect(about(t, 'priya')).not.toContain(stem('councilwoman'));
    // a longer sentence naming someone is no call
    expect(about(turn('Priya', 'I watched Tomas give a speech at the council.'), 'tomas')).toEqual([]);
  });

  it('gives the speaker what they told before being asked what it was ("What was the event about?")', () => {
    const own = { speaker: 'Tomas', text: 'Last weekend I participated in a community event for a good cause.' };
    const reveal = (question: string) => turn('Tomas', 'I set up a 5K charity run in our neighborhood.', { speaker: 'Priya', text: question, replyTo: own });
    expect(about(reveal('That sounds inspiring! What was the event all about?'), 'tomas')).toEqual(expect.arrayContaining(s('participated', 'charity', 'run')));
    // a question about the one asked ("What was the last country you visited?") or no question at all carries nothing over
    expect(about(reveal('Nice! What was the last country you visited?'), 'tomas')).not.toContain(stem('participated'));
    expect(about(reveal('That sounds inspiring!'), 'tomas')).not.toContain(stem('participated'));
  });

  it("gives the speaker the topic of their own question that their next statement refers back to", () => {
    const t = turn('Tomas', 'Have you been to Universal Studios? Planning a trip there next month.');
    expect(about(t, 'tomas')).toEqual(expect.arrayContaining(s('universal', 'studios', 'trip')));
    const told = turn('Tomas', 'Do you still make jewelry? I remember you make them from old cans.', { speaker: 'Priya', text: 'Hi!' });
    expect(about(told, 'tomas')).not.toContain(stem('jewelry'));
  });

  it('gives sentences that address someone to them, by name or as the one replied to', () => {
    const t = turn('Priya', 'Congrats on the new bakery job!', { speaker: 'Tomas', text: 'Guess what, I start Monday.' });
    expect(about(t, 'tomas')).toEqual(expect.arrayContaining(s('bakery', 'job')));
    expect(about(t, 'priya')).toEqual([]);
    expect(about(turn('Priya', 'Tomas, your bread looks perfect.'), 'tomas')).toContain(stem('bread'));
    expect(termsByPerson(turn('Priya', 'Your bread looks perfect.'), people).stated.size).toBe(0); // addressed to no one known
    const reply = turn('Tomas', 'Great that you are prioritizing sleep.', { speaker: 'Priya', text: 'I sleep eight hours now.' });
    expect(about(reply, 'priya')).toEqual(expect.arrayContaining(s('prioritizing', 'sleep')));
  });

  it('does not read formulaic "thank you" or "before you ask" as addressing', () => {
    const t = turn('Tomas', 'Thank you, I finished the novel yesterday.', { speaker: 'Priya', text: 'How is the writing going?' });
    expect(about(t, 'tomas')).toEqual(expect.arrayContaining(s('finished', 'novel')));
    expect(about(t, 'priya')).toEqual([]);
    const news = turn('Tomas', 'And before you ask, yes, more work travel: a dark-sky shoot in Northumberland next month.', { speaker: 'Priya', text: 'Congrats on the new job!' });
    expect(about(news, 'tomas')).toEqual(expect.arrayContaining(s('dark', 'shoot', 'northumberland')));
    expect(about(news, 'priya')).toEqual([]);
  });

  it('reads an impersonal answer to a question put to the speaker as theirs, and keeps the question as asked', () => {
    const t = turn('Tomas', 'Clears the mind, mostly. Climbing is calm.', { speaker: 'Priya', text: 'Wow! What got you into climbing?' });
    const { stated, asked } = termsByPerson(t, people);
    expect([...(stated.get('tomas') ?? [])]).toEqual(expect.arrayContaining(s('clears', 'mind', 'climbing')));
    expect(stated.get('priya')).toBeUndefined();
    expect([...asked]).toContain(stem('climbing'));
    // "How's Scotland?" asks the one replying about their own doings, with no "you"
    const trip = turn('Tomas', "It's incredible. Two weeks in, one to go.", { speaker: 'Priya', text: "How's Scotland? Your stories look unreal." });
    expect([...termsByPerson(trip, people).asked]).toContain(stem('scotland'));
    expect([...termsByPerson({ ...trip, replyTo: { speaker: 'Priya', text: 'Scotland? Your stories look unreal.' } }, people).asked]).not.toContain(stem('scotland'));
    const licence = turn('Tomas', 'It did! It arrived last month, right before Christmas.', { speaker: 'Priya', text: 'Did the licence ever come through?' });
    expect([...termsByPerson(licence, people).asked]).toContain(stem('licence'));
    // a question about someone else is not put to the one replying of their own doings
    expect([...termsByPerson({ ...licence, replyTo: { speaker: 'Priya', text: 'Did Marta get her licence?' } }, people).asked]).not.toContain(stem('licence'));
  });

  it('states nothing in questions and gives facts to their subjects', () => {
    const t = turn('Priya', 'Did you make that vase?', null, [{ subject: 'Tomas', text: 'Tomas made a vase.' }]);
    expect(about(t, 'priya')).toEqual([]);
    expect(about(t, 'tomas')).toEqual(expect.arrayContaining(s('made', 'vase')));
  });

  it('copes with empty, unpunctuated, emoji, right-to-left and huge messages', () => {
    expect(termsByPerson(turn('Priya', ''), people).stated.size).toBe(0);
    expect(about(turn('Priya', 'i love my garden 🌱'), 'priya')).toEqual(expect.arrayContaining(s('love', 'garden')));
    expect(() => termsByPerson(turn('Priya', 'مرحبا بك يا توماس'), people)).not.toThrow();
    const huge = 'I walked the dog. '.repeat(20_000);
    expect(about(turn('Tomas', huge), 'tomas')).toEqual(expect.arrayContaining(s('walked', 'dog')));
  });
});
