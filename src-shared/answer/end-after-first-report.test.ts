import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import type { EvidenceItem } from './evidence';
import { namesTheThing } from './event-dating';
import { planQuestion } from './query-plan';
import { reason } from './temporal-reasoner';

const T = (iso: string) => Date.parse(`${iso}Z`);
const plan = (question: string) =>
  planQuestion(question, T('2023-09-01T10:00:00'), { asker: 'Ann', knownNames: ['Ann', 'Bob'], people: ['Ann', 'Bob'], findTimes: findTimeExpressions });
const item = (messageId: string, text: string, time: string, relevance = 1): EvidenceItem => ({
  messageId, text, time: T(time), speaker: 'Ann', relevance, facts: [], terms: new Set(), replyTo: null,
});
const run = (question: string, evidence: EvidenceItem[]) => reason({ plan: plan(question), evidence, timeline: [], support: 1 }, findTimeExpressions);

describe('namesTheThing', () => {
  const q = plan('When did Ann finish her robotics project?');
  it('asks for the thing without the verb of the change', () => {
    expect(namesTheThing('My professor gave us a huge robotics project.', q)).toBe(true);
    expect(namesTheThing('I finished an engineering project last week.', q)).toBe(false);
    expect(namesTheThing('', q)).toBe(false);
  });
  it('is false when the question names nothing but the change', () => {
    expect(namesTheThing('I finished it last week', plan('When did Ann finish?'))).toBe(false);
  });
});

describe('an end told after the first report of the thing', () => {
  const question = 'When did Ann finish her robotics project?';
  const given = item('given', 'My engineering professor gave us a huge robotics project. Tough but fun!', '2023-02-01T10:00:00', 1);
  const earlier = item('other', 'I finished an electrical engineering project last week - took a lot of work.', '2023-01-23T10:00:00', 0.95);
  const setback = item('setback', 'Last week I had a huge setback with my project and lost everything.', '2023-04-20T10:00:00', 0.8);
  const done = item('done', 'Remember the tough engineering project? I finally wrapped that up last month.', '2023-06-06T10:00:00', 0.6);
  it('skips an end told before the thing was first told of, the first report itself and news that tells no end', () => {
    const a = run(question, [given, earlier, setback, done]);
    expect(a).toMatchObject({ kind: 'end', abstained: false, time: { value: '2023-05' } });
    expect(a.evidence[0]).toBe('done');
  });
  it('takes a first report that itself tells the end', () => {
    const both = item('both', 'I finally finished my robotics project yesterday!', '2023-03-10T10:00:00', 1);
    expect(run(question, [both, earlier]).time?.start).toBe('2023-03-09');
  });
  it('abstains when nothing after the first report tells the end, rather than dating the start', () => {
    expect(run(question, [given, earlier, setback]).abstained).toBe(true);
  });
  it('takes the change told with no object ("I retired last summer") as of the thing asked ("retire from teaching")', () => {
    const retired = item('r', 'Ha! I retired last summer and got restless within a fortnight. Thirty-four years in a classroom.', '2021-02-06T10:20:00', 1);
    const hat = item('h', "I've got a witch's hat I've had since my teaching days.", '2021-10-30T11:30:00', 0.9);
    expect(run('When did Ann retire from teaching?', [hat, retired]).time?.value).toBe('2020-SU');
    // not a change with an object, which is of another thing ("I finished an electrical engineering project")
    expect(run(question, [given, earlier]).abstained).toBe(true);
  });
  it('takes "not ... anymore" and "no longer" as telling the end', () => {
    const works = item('works', 'I work at Acme, mostly on the billing system.', '2015-06-02T20:00:00', 1);
    const left = (text: string) => item('left', text, '2019-08-20T20:00:00', 0.8);
    expect(run('When did Ann stop working at Acme?', [works, left("I'm not with Acme anymore. Freelancing from now on.")]).time?.value).toBe('2019-08-20');
    expect(run('When did Ann stop working at Acme?', [works, left('Acme no longer pays my bills.')]).time?.value).toBe('2019-08-20');
    expect(run('When did Ann stop working at Acme?', [works, left('Acme had a party.')]).abstained).toBe(true);
  });
  it('takes a first report telling the asked deed in the past ("I rode fifty miles!") as telling the end', () => {
    const rode = item('r', 'Even better: I rode fifty miles! A big loop out to the lighthouse and back.', '2023-03-28T10:00:00', 1);
    const echo = { ...item('e', 'FIFTY MILES! That is halfway to the full ride already.', '2023-03-28T10:01:00', 0.9), speaker: 'Bob' };
    expect(run('When did Ann complete her first fifty-mile ride?', [rode, echo]).time?.value).toBe('2023-03-28');
    expect(run('When did Ann complete her first fifty-mile ride?', [rode, echo]).evidence[0]).toBe('r');
    // not a deed denied
    const never = item('n', "I haven't ridden the charity ride route since last summer, it's brutal.", '2023-02-06T10:00:00', 1);
    const done = item('d', 'Finished the charity ride on Sunday, what a day! My legs are jelly.', '2023-06-20T10:00:00', 0.8);
    expect(run('When did Ann complete the charity ride?', [never, done]).time?.value).toBe('2023-06-18');
  });
  it('takes a stretch told as over ("after twenty-eight years with the fire department") as telling the end', () => {
    const over = item('o', 'I hung up my helmet two years ago after twenty-eight years with the fire department.', '2023-03-06T10:00:00', 1);
    const sign = item('s', 'My daughter made a sign about the fire department for my craft stall last week.', '2023-09-14T10:00:00', 0.7);
    expect(run('When did Ann retire from the fire department?', [over, sign]).time?.value).toBe('2021');
  });
  it('orders the turns of a sitting that share one time by their ids', () => {
    const sitting = '2023-06-06T10:00:00';
    const first = item('D9:2', 'My professor gave us a huge robotics project.', sitting, 1);
    const end = item('D9:10', 'Remember the robotics project? I finally wrapped that up yesterday.', sitting, 0.6);
    expect(run(question, [end, first]).time?.value).toBe('2023-06-05');
  });
  it('leaves questions whose evidence never names the thing to the ordinary dating', () => {
    expect(run(question, [earlier]).time?.value).toBe('2023-W03');
  });
});
