import { describe, expect, it } from 'vitest';
import type { MessageInput } from '../../../src-shared/contract/engine-api';
import { formatWallDate, parseWallTime } from '../../../src-shared/domain/wall-time';
import { analyzeMessages } from './analyze-messages';

const constantEmbed = async (texts: string[]) => texts.map((t) => [t.length, 1]);

function msg(text: string, iso = '2023-05-08T13:56:00', speaker = 'Priya', id = 'm1', conversation = 'c'): MessageInput {
  return { id, conversation, speaker, text, role: 'entry', time: parseWallTime(iso) };
}

async function facts(text: string, iso?: string, speaker?: string) {
  const [a] = await analyzeMessages([msg(text, iso, speaker)], { embed: constantEmbed, embeddingModel: 'constant' });
  return a!.facts;
}

describe('atomic facts', () => {
  it('writes the resolved absolute date into a self-contained sentence', async () => {
    const [f] = await facts('I went to a LGBTQ support group yesterday and it really helped.');
    expect(f).toMatchObject({ text: 'Priya went to a LGBTQ support group on 7 May 2023.', subject: 'Priya', relation: 'attended', object: 'LGBTQ support group', kind: 'event' });
    expect(formatWallDate(f!.eventTime!.start)).toBe('2023-05-07');
  });

  it('writes a date after "of" with no preposition of its own ("spent all of yesterday")', async () => {
    const [f] = await facts('I spent all of yesterday in the studio recording cello for a film score.');
    expect(f!.text).toBe('Priya spent all of 7 May 2023 in the studio recording cello for a film score.');
  });

  it('writes a time with no date of its own ("the other day") as the few days before the message, not one day', async () => {
    const [f] = await facts('I went to a pottery class the other day.');
    expect(f!.text).toBe('Priya went to a pottery class in the few days before 8 May 2023.');
  });

  it('dates a fact by the date said right after a season that it narrows', async () => {
    const plans = await facts('My brother Faris is getting married this summer, the date is June 17th.', '2023-02-08T10:00:00', 'Yusra');
    const status = plans.find((f) => f.relation === 'relationship_status');
    expect(formatWallDate(status!.validFrom!)).toBe('2023-06-17');
  });

  it('types state relations and reads their validity from the time expressions', async () => {
    const [moved] = await facts('I moved to London two weeks ago.', '2019-06-10T09:00:00', 'Me');
    expect(moved).toMatchObject({ relation: 'lives_in', object: 'London', objectIsEntity: true, kind: 'state', negated: false });
    expect(formatWallDate(moved!.validFrom!)).toBe('2019-05-27');
    const [lived] = await facts("I've lived in Paris for 3 years.", '2022-01-10T10:00:00', 'Me');
    expect([lived!.relation, formatWallDate(lived!.validFrom!), lived!.attributes.duration]).toEqual(['lives_in', '2019-01-10', 'P3Y']);
    const [since] = await facts('I have worked at Initech since 2019.', '2022-01-10T10:00:00', 'Me');
    expect([since!.relation, since!.object, formatWallDate(since!.validFrom!), since!.validGranularity]).toEqual(['works_at', 'Initech', '2019-01-01', 'year']);
  });

  it('reads endings and negation as the end of a state', async () => {
    const [last] = await facts('Today was my last day at Acme.', '2023-08-31T18:00:00', 'Me');
    expect(last).toMatchObject({ relation: 'works_at', object: 'Acme', negated: true });
    expect(formatWallDate(last!.validTo!)).toBe('2023-09-01');
    const [noLonger] = await facts('I no longer live in Paris.', '2021-04-01T10:00:00', 'Me');
    expect(noLonger).toMatchObject({ relation: 'lives_in', object: 'Paris', negated: true, text: 'Me no longer lives in Paris (as of 1 April 2021).' });
    const done = await facts("Defended my thesis this morning. I'm officially done with Delft!", '2022-07-08T15:00:00', 'Me');
    expect(done.find((f) => f.relation === 'studies_at')).toMatchObject({ object: 'Delft', negated: true, attributes: expect.objectContaining({ closesOnly: 'true' }) });
    // it may close a job at Delft, or nothing: it ends no job title held elsewhere
    expect(done.filter((f) => f.relation === 'job_title')).toEqual([]);
    expect(await facts("I'm done with the dishes.", '2022-07-08T15:00:00', 'Me')).not.toContainEqual(expect.objectContaining({ relation: 'studies_at' }));
  });

  it('reads "he\'s been" and "he\'s already got" as "has", so fact texts read right', async () => {
    const found = await facts("Lukas says hi from Hamburg! He's been there since June and he's already got a job at a roastery called Elbbohne.", '2023-09-02T16:00:00', 'Hana');
    expect(found.find((f) => f.relation === 'lives_in')).toMatchObject({ object: 'Hamburg', text: 'Lukas has been in Hamburg since June 2023.' });
    expect(found.find((f) => f.relation === 'works_at')?.text).toMatch(/^Lukas has already got a job/);
    const [moving] = await facts("Sam called. She's moving to Rome in May.", '2023-03-02T16:00:00', 'Hana');
    expect(moving).toMatchObject({ relation: 'plans', text: 'Sam is moving to Rome in May 2023.' });
  });

  it('reads a bare gerund with a time ahead as the speaker\'s plan ("Moving back home to Bristol tomorrow.")', async () => {
    const found = await facts('Campus closed today. Moving back home to Bristol tomorrow.', '2020-03-20T21:00:00', 'Ann');
    const home = found.find((f) => f.relation === 'lives_in');
    expect(home).toMatchObject({ subject: 'Ann', object: 'Bristol', attributes: { planned: 'true' } });
    expect(formatWallDate(home!.validFrom!)).toBe('2020-03-21');
    expect(home!.text).toBe('Ann is moving back home to Bristol on 21 March 2020.');
    // a gerund with no time ahead names nobody's plan
    expect((await facts('Moving to Bristol would be nice.', '2020-03-20T21:00:00', 'Ann')).some((f) => f.relation === 'lives_in')).toBe(false);
  });
  it('turns future clauses into plans with foresight, and a firm dated one into a state from its planned time, marked planned', async () => {
    const [a] = await analyzeMessages([msg("I'm going to move to Tokyo next month.", '2024-03-11T09:00:00', 'Me')], { embed: constantEmbed, embeddingModel: 'constant' });
    expect(a!.facts[0]).toMatchObject({ relation: 'plans', kind: 'plan', attributes: expect.objectContaining({ intent: 'lives_in', intendedObject: 'Tokyo' }) });
    expect(a!.facts[1]).toMatchObject({ relation: 'lives_in', object: 'Tokyo', kind: 'state', validFrom: parseWallTime('2024-04-01T00:00:00'), attributes: expect.objectContaining({ planned: 'true' }) });
    expect(a!.foresight[0]).toMatchObject({ subject: 'Me', start: parseWallTime('2024-03-11T09:00:00') });
    expect(formatWallDate(a!.foresight[0]!.end)).toBe('2024-05-01');
    // a wish, an undated plan, or staying on, starts no state
    for (const text of ['I want to move to Lisbon next year.', "I'm going to move to Tokyo one day.", "We're staying in Ankara until spring."]) {
      expect((await facts(text, '2024-03-11T09:00:00', 'Me')).filter((f) => f.kind === 'state'), text).toEqual([]);
    }
  });

  it('reads a plan\'s purpose clause as the planner\'s plan too, and "off to" a place to take up work there as a move', async () => {
    const found = await facts('Off to Copenhagen next month to join Nordlys Studio as a senior developer.', '2022-08-31T22:00:00', 'Me');
    const planned = found.filter((f) => f.attributes.planned === 'true').map((f) => [f.relation, f.object, formatWallDate(f.validFrom!)]);
    expect(planned).toEqual([
      ['lives_in', 'Copenhagen', '2022-09-01'],
      ['job_title', 'senior developer', '2022-09-01'],
      ['works_at', 'Nordlys Studio', '2022-09-01'],
    ]);
    expect(new Set(found.map((f) => f.text))).toEqual(new Set(['Me is off to Copenhagen in September 2022 to join Nordlys Studio as a senior developer.']));
    // a trip is not a move, and a past errand's purpose is not a plan
    expect((await facts('Off to Paris tomorrow for a conference!', '2022-08-31T22:00:00', 'Me')).filter((f) => f.kind === 'state')).toEqual([]);
    expect((await facts('I went to the store to buy milk.', '2022-08-31T22:00:00', 'Me')).map((f) => f.relation)).toEqual(['attended']);
  });

  it('resolves I/my to the speaker and "you" to the other speaker of a two-person chat', async () => {
    const [, reply] = await analyzeMessages(
      [msg('I painted a sunrise last week.', undefined, 'Tomas', 'a'), msg('Wow, you painted that sunrise? I bought my first camera yesterday.', undefined, 'Priya', 'b')],
      { embed: constantEmbed, embeddingModel: 'constant' },
    );
    expect(reply!.facts.map((f) => f.text)).toEqual(["Priya bought Priya's first camera on 7 May 2023."]);
    const [you] = await analyzeMessages([msg('You moved to Boston last year, right.', undefined, 'Priya', 'x'), msg('Yes.', undefined, 'Tomas', 'y')], { embed: constantEmbed, embeddingModel: 'constant' });
    expect(you!.facts[0]).toMatchObject({ subject: 'Tomas', relation: 'lives_in', object: 'Boston' });
  });

  it('reads "you" as the addressee the caller names, for a message analysed on its own', async () => {
    const alone = { ...msg('You moved to Boston last year, right.', undefined, 'Priya', 'x'), addressee: 'Tomas' };
    const [you] = await analyzeMessages([alone], { embed: constantEmbed, embeddingModel: 'constant' });
    expect(you!.facts[0]).toMatchObject({ subject: 'Tomas', relation: 'lives_in', object: 'Boston' });
    const [unknown] = await analyzeMessages([{ ...alone, addressee: undefined }], { embed: constantEmbed, embeddingModel: 'constant' });
    expect(unknown!.facts.filter((f) => f.relation === 'lives_in')).toEqual([]);
  });

  it('keeps cumulative events apart from states and skips hypotheticals and questions', async () => {
    expect((await facts('I visited Rome last summer and I bought a new bike yesterday.')).map((f) => f.relation)).toEqual(['visited', 'bought']);
    expect(await facts("You'd be a great counselor!")).toEqual([]);
    expect(await facts('Did you move to Paris last year?')).toEqual([]);
  });

  it('finds the entities: the speaker, named people, places and organisations', async () => {
    const [a] = await analyzeMessages([msg('I met Anna at Google in Zurich last week.')], { embed: constantEmbed, embeddingModel: 'constant' });
    const names = a!.entities.map((e) => `${e.name}:${e.type}`);
    expect(names).toEqual(expect.arrayContaining(['Priya:person', 'Anna:person']));
    expect(a!.timeExpressions.map((e) => e.text)).toEqual(['last week']);
  });
});

describe('phrasings of state changes', () => {
  // [sentence, expected (relation, object, ends the state)] for each fact, said on 8 May 2023.
  // Leaving an employer also ends the current job title (an objectless ending).
  const cases: Array<[string, Array<[string, string | null, boolean]>]> = [
    ['We finally moved into our new flat in Manchester last month.', [['lives_in', 'Manchester', false]]],
    ['I moved from Paris to Berlin in 2016.', [['lives_in', 'Paris', true], ['lives_in', 'Berlin', false]]],
    ["I'm currently based in Austin.", [['lives_in', 'Austin', false]]],
    ['Just moved to Denver!', [['lives_in', 'Denver', false]]],
    ['I have been living in Seattle since March.', [['lives_in', 'Seattle', false]]],
    ['I work as a barista at Blue Bottle.', [['job_title', 'barista', false], ['works_at', 'Blue Bottle', false]]],
    ['I got hired at Google last month.', [['works_at', 'Google', false]]],
    ['Started my first job today as a junior designer at Pixelworks!', [['works_at', 'Pixelworks', false], ['job_title', 'junior designer', false]]],
    ['Handed in my notice at Pixelworks.', [['works_at', 'Pixelworks', true], ['job_title', null, true]]],
    ['Started my new position at Amazon today.', [['works_at', 'Amazon', false]]],
    ['Started as a junior developer at Arcadia Games today.', [['job_title', 'junior developer', false], ['works_at', 'Arcadia Games', false]]],
    ['Yesterday was my first day at Notion.', [['works_at', 'Notion', false]]],
    // a first day at a school starts studies, not a job; graduating ends the studies under way
    ['First day at Northfield Uni! Studying architecture, so nervous.', [['studies_at', 'Northfield Uni', false]]],
    ['Graduated today!!! First class honours.', [['studies_at', null, true]]],
    ['Moved to Glasgow for my first job at Lumen Architects.', [['lives_in', 'Glasgow', false], ['works_at', 'Lumen Architects', false]]],
    // settling into a home is living there; flying somewhere is a move only to take up work or study there
    ['Settled into the new place in Vancouver.', [['lives_in', 'Vancouver', false]]],
    ['Flew to Toronto last week for the new job at Shopwise.', [['lives_in', 'Toronto', false]]],
    ['Flew to Rome last week for a conference.', [['visited', 'Rome', false]]],
    ['I left Google in May to join a startup called Zeta.', [['works_at', 'Google', true], ['job_title', null, true]]],
    ['I was laid off from Twitter last November.', [['works_at', 'Twitter', true], ['job_title', null, true]]],
    ["I don't work at Acme anymore.", [['works_at', 'Acme', true], ['job_title', null, true]]],
    ["I'm not at Acme anymore. Freelancing from now on.", [['works_at', 'Acme', true], ['job_title', null, true]]],
    ["I'm no longer at Globex.", [['works_at', 'Globex', true], ['job_title', null, true]]],
    ['I stopped working at the bakery in March.', [['works_at', 'bakery', true], ['job_title', null, true]]],
    ['I got promoted to senior engineer last week.', [['job_title', 'senior engineer', false]]],
    ['I graduated from Stanford in 2010.', [['studies_at', 'Stanford', true]]],
    ['I got divorced in 2021.', [['relationship_status', 'divorced', false]]],
    ['I sold my car last week.', [['owns', 'car', true]]],
    ["I've been to Japan three times.", [['visited', 'Japan', false]]],
    ['Just got back from a week in Barcelona.', [['visited', 'Barcelona', false]]],
    // a leading article is part of the object, not its boundary
    ['I work at a bakery.', [['works_at', 'bakery', false]]],
    ['I switched jobs to Umbrella back in February.', [['works_at', 'Umbrella', false]]],
    // verbless diary notes speak for the writer; "last day at" is not yesterday
    ['Last day at Hooli today.', [['works_at', 'Hooli', true], ['job_title', null, true]]],
    ['First day at Initrode! So nervous.', [['works_at', 'Initrode', false]]],
    ['Promoted to senior analyst!', [['job_title', 'senior analyst', false]]],
    ["I'm now an engineering manager.", [['job_title', 'engineering manager', false]]],
    ['Today I moved into a tiny studio in Lyon.', [['lives_in', 'Lyon', false]]],
    ['Got the keys to a flat in Leeds this morning!', [['lives_in', 'Leeds', false]]],
    ['We got the keys to a little terrace in Sheffield.', [['lives_in', 'Sheffield', false]]],
    ['She moved into a care home in Harrogate in March.', []],
    ['Moved down to Bristol for the new job.', [['lives_in', 'Bristol', false]]],
    ['Living in Manchester is great.', [['lives_in', 'Manchester', false]]],
    // an opening past verb governs the verb after it, for the writer
    ['Finished reading Dune last night.', [['read', 'Dune', false]]],
    ['Was hired by Hooli last month.', [['works_at', 'Hooli', false]]],
    ['I got a job as a paramedic with the ambulance service!', [['job_title', 'paramedic', false], ['works_at', 'ambulance service', false]]],
    // the partner named with the writer ("Sam and I") starts or ends with the status
    ['Sam and I got married today.', [['relationship_status', 'married', false], ['partner', 'Sam', false]]],
    ['Sam and I split up in April.', [['relationship_status', 'single', false], ['partner', 'Sam', true]]],
    ['We separated last year.', [['relationship_status', 'separated', false]]],
    ['Carla started her PhD at the University of Leeds.', [['studies_at', 'University of Leeds', false]]],
    ['Carla is engaged!', [['relationship_status', 'engaged', false]]],
    // after "work as" / "a job as" any short role counts, not only listed occupations
    ["I've been working as an archivist at the state archive.", [['job_title', 'archivist', false], ['works_at', 'state archive', false]]],
    ['Today I married Luis.', [['relationship_status', 'married', false], ['partner', 'Luis', false]]],
    ['First week at Stripe done, everyone is lovely.', [['works_at', 'Stripe', false]]],
    ['Moved back home to Denver after graduation.', [['lives_in', 'Denver', false]]],
    // a name the parser does not know, as the subject of a relation, is a person
    ['Max got his first job at the pizza place.', [['works_at', 'pizza place', false]]],
    ["I've called Glasgow home since 2014.", [['lives_in', 'Glasgow', false]]],
    ["I've been at Deutsche Bank for three years now.", [['works_at', 'Deutsche Bank', false]]],
    ["I've been at the beach for three hours.", [['attended', 'beach', false]]],
    ['Got married to Iain this afternoon!', [['relationship_status', 'married', false], ['partner', 'Iain', false]]],
    // a couple is "together" for a time or "back together"; company at the lake is not a relationship
    ["We're not married yet but we've been together for three years.", [['relationship_status', 'married', true], ['relationship_status', 'dating', false]]],
    ['Sam and I have been together since 2017.', [['relationship_status', 'dating', false], ['partner', 'Sam', false]]],
    ["We're back together!", [['relationship_status', 'dating', false]]],
    ['We were together at the lake yesterday.', [['is', 'were together at the lake', false]]],
    ['We started dating in March.', [['relationship_status', 'dating', false]]],
    ["We've been dating for six months.", [['relationship_status', 'dating', false]]],
    // "still", "currently" and "now" open a present state told for the writer
    ["Started at Arcadia Games in Sheffield today. Still living in Manchester for now, so it's the 6am train.", [['works_at', 'Arcadia Games', false], ['lives_in', 'Manchester', false]]],
    ['Currently living in Oslo.', [['lives_in', 'Oslo', false]]],
    ['Now working at Spotify.', [['works_at', 'Spotify', false]]],
    ['Still waiting for the bus.', []],
    // "and" carries a present statement's subject to the next verb, not a wish's
    ['I live in Gothenburg and work at Volvo.', [['lives_in', 'Gothenburg', false], ['works_at', 'Volvo', false]]],
    ["I'd love to travel and live in Paris.", []],
    // "a <kind> called <Name>" names the place or organisation
    ['I work at a startup called Zeta.', [['works_at', 'Zeta', false]]],
    ['Lukas got a job at a coffee roastery called Elbbohne.', [['works_at', 'Elbbohne', false]]],
    ['We moved to a little town called Hebden Bridge.', [['lives_in', 'Hebden Bridge', false]]],
    // "still stuck in" a city is where one lives; stuck there for a night is a delay
    ["I'm still stuck in Bremen with my thesis.", [['lives_in', 'Bremen', false]]],
    ["I'm still stuck in London for the night.", [['is', 'am still stuck in London for the night', false]]],
    // "there" of living or moving is the place named before it; being somewhere since a time is living there
    ["We moved to Porto in 2019. We've lived there ever since.", [['lives_in', 'Porto', false], ['lives_in', 'Porto', false]]],
    ["Lukas says hi from Hamburg! He's been there since June.", [['does', 'says hi from Hamburg', false], ['lives_in', 'Hamburg', false]]],
    ["I've been in Berlin since 2019.", [['lives_in', 'Berlin', false]]],
    ['Is there a bus? I live there.', []],
  ];
  it('a proposal the writer said yes to is an engagement to the one who proposed', async () => {
    const got = await facts('Sam proposed this morning!! I said yes obviously. Still shaking.', '2022-12-25T11:00:00', 'Maya');
    expect(got.filter((f) => f.subject === 'Maya' && f.relation !== 'did').map((f) => [f.relation, f.object, formatWallDate(f.validFrom!)])).toEqual([
      ['relationship_status', 'engaged', '2022-12-25'],
      ['partner', 'Sam', '2022-12-25'],
    ]);
  });
  it('a notice ends the job on the last day it tells, not the day it is handed in', async () => {
    const [job] = await facts("Handed in my notice at St Brigid's today. My last day is the 9th of December.", '2022-11-14T20:00:00', 'Me');
    expect([job!.relation, job!.negated, job!.eventTime?.value, formatWallDate(job!.validTo!)]).toEqual(['works_at', true, '2022-12-09', '2022-12-10']);
  });
  it('a couple together for a told length began that long before it was said', async () => {
    const [, together] = await facts("We're not married yet but we've been together for three years.", '2023-02-25T16:50:00', 'Me');
    expect([together!.object, formatWallDate(together!.validFrom!), together!.validGranularity, together!.validTo]).toEqual(['dating', '2020-02-25', 'year', null]);
  });
  it('"not with X anymore" ends no job: X is as often a person', async () => {
    expect((await facts("I'm not with Sam anymore.", '2024-02-11T20:00:00', 'Me')).map((f) => f.relation)).not.toContain('works_at');
  });
  it('a planned ending says the state holds when it is said, without ending it', async () => {
    const got = await facts("I'm planning to quit my job at Ericsson in May.", '2024-02-11T20:00:00', 'Me');
    expect(got.map((f) => [f.relation, f.kind, f.object])).toEqual([
      ['plans', 'plan', "quit Me's job at Ericsson"],
      ['works_at', 'state', 'Ericsson'],
    ]);
    expect([formatWallDate(got[1]!.validFrom!), got[1]!.validTo, got[1]!.negated]).toEqual(['2024-02-11', null, false]);
    expect((await facts('Max moved to Chicago for college.', '2024-02-11T20:00:00', 'Me'))[0]).toMatchObject({ subject: 'Max', relation: 'lives_in' });
  });

  it('a time in a later phrase after a comma does not date the clause; one right after the comma does', async () => {
    const [sold] = await facts('I sold my Vespa, too cold to ride in winter.', '2021-11-20T18:00:00', 'Me');
    expect([sold!.relation, sold!.negated, formatWallDate(sold!.validTo!)]).toEqual(['owns', true, '2021-11-20']);
    const [moved] = await facts('I moved to Paris, back in 2019.', '2021-11-20T18:00:00', 'Me');
    expect(formatWallDate(moved!.validFrom!)).toBe('2019-01-01');
  });

  it('a passive of a change is a transition: "was hired" starts a job that goes on', async () => {
    const [hired] = await facts('Was hired by Hooli last month.', '2023-05-08T18:00:00', 'Me');
    expect([formatWallDate(hired!.validFrom!), hired!.validTo]).toEqual(['2023-04-01', null]);
  });

  it('dates a verbless ending by its day, not by "last day" read as yesterday', async () => {
    const [last] = await facts('Last day at Hooli today. Cake and goodbyes.', '2023-05-08T18:00:00', 'Me');
    expect([last!.text, formatWallDate(last!.validTo!)]).toEqual(["Me's last day at Hooli on 8 May 2023.", '2023-05-09']);
  });

  it.each(cases)('%s', async (text, expected) => {
    const got = (await facts(text, '2023-05-08T10:00:00', 'Me')).map((f) => [f.relation, f.object, f.negated]);
    expect(got).toEqual(expected);
  });
});

describe('batching and embeddings', () => {
  it('embeds every message and fact of the batch in one call, in order', async () => {
    const calls: string[][] = [];
    const out = await analyzeMessages([msg('I moved to Oslo yesterday.', undefined, 'Me', 'a'), msg('Nothing much.', undefined, 'Me', 'b')], {
      embed: async (texts) => {
        calls.push(texts);
        return texts.map((_, i) => [i]);
      },
      embeddingModel: 'index',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual(['I moved to Oslo yesterday.', 'Me moved to Oslo on 7 May 2023.', 'Nothing much.']);
    expect(out.map((a) => [a.embedding, a.facts.map((f) => f.embedding)])).toEqual([[[0], [[1]]], [[2], []]]);
    expect(out.map((a) => a.embeddingModel)).toEqual(['index', 'index']);
  });

  it('embeds a text repeated in the batch once and gives every copy its vector', async () => {
    const calls: string[][] = [];
    const out = await analyzeMessages(
      [msg('I moved to Oslo yesterday.', undefined, 'Me', 'a'), msg('Nothing much.', undefined, 'Me', 'b'), msg('I moved to Oslo yesterday.', undefined, 'Me', 'c')],
      { embed: async (texts) => (calls.push(texts), texts.map((_, i) => [i])), embeddingModel: 'index' },
    );
    expect(calls).toEqual([['I moved to Oslo yesterday.', 'Me moved to Oslo on 7 May 2023.', 'Nothing much.']]);
    expect(out.map((a) => [a.embedding, a.facts.map((f) => f.embedding)])).toEqual([[[0], [[1]]], [[2], []], [[0], [[1]]]]);
  });

  it('fails loudly when the embedder returns the wrong number of vectors', async () => {
    await expect(analyzeMessages([msg('I moved to Oslo.')], { embed: async () => [[1]], embeddingModel: 'one' })).rejects.toThrow(/vectors/);
  });
});

describe('hostile input', () => {
  it('handles empty, whitespace, emoji, right-to-left, control characters and markup', async () => {
    const texts = ['', '   \n\t', '🙂🙂🙂', 'אני גר בתל אביב', '\u0000\u0007\u202e I live in Oslo', '<img src=x onerror=alert(1)> I live in <b>Oslo</b>', 'Feb 30 I moved to Rome.'];
    const out = await analyzeMessages(texts.map((t, i) => msg(t, undefined, 'Me', `h${i}`)), { embed: constantEmbed, embeddingModel: 'constant' });
    expect(out.map((a) => a.messageId)).toEqual(texts.map((_, i) => `h${i}`));
    expect(out[0]!.facts).toEqual([]);
    expect(out[4]!.facts[0]).toMatchObject({ relation: 'lives_in', object: 'Oslo' });
  });

  // A pathological regex would run for minutes here; the suite's test timeout is the guard.
  it('finishes on long and adversarial text (no catastrophic backtracking)', async () => {
    const adversarial = [
      `I ${'have been going to '.repeat(400)}London`,
      `I moved to ${'A'.repeat(50_000)}`,
      'I '.repeat(20_000),
      `${'Paris, '.repeat(1000)}I live in Paris.`,
      'I am off to Rome next week and not moving after all '.repeat(350),
    ];
    const out = await analyzeMessages(adversarial.map((t, i) => msg(t, undefined, 'Me', `a${i}`)), { embed: constantEmbed, embeddingModel: 'constant' });
    expect(out.map((a) => a.messageId)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
    expect(out[3]!.facts.map((f) => f.object)).toContain('Paris');
  });
});
