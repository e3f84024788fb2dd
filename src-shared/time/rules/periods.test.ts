import { describe, expect, it } from 'vitest';
import { tag } from '../test-support';

const REF = '1989-10-26T12:00:00';

describe('quarters, halves, seasons, decades, centuries, fiscal years and holidays', () => {
  it.each([
    ['Profit fell in the third quarter.', 'the third quarter', '1989-Q3'],
    ['Third-quarter profit fell.', 'Third-quarter', '1989-Q3'],
    ['the third-quarter loss', 'third-quarter', '1989-Q3'],
    ['in the first half of 1990', 'the first half of 1990', '1990-H1'],
    ['Profit fell in the quarter.', 'the quarter', '1989-Q3'],
    ['It will rise in the fourth quarter.', 'the fourth quarter', '1989-Q4'],
    ['in the 1990s', 'the 1990s', '199'],
    ['in the mid-1990s', 'the mid-1990s', '199'],
    ['in the 20th century', 'the 20th century', '19'],
    ['in fiscal 1989', 'fiscal 1989', '1989'],
    ['We saw them last summer.', 'last summer', '1989-SU'],
    ['in the winter of 1994', 'the winter of 1994', '1994-WI'],
  ])('%s', (sentence, text, value) => {
    expect(tag(sentence, REF)).toEqual([[text, value]]);
  });

  it('leaves a half or quarter that names a thing ("my first half marathon") untagged', () => {
    expect(tag('I ran my first half marathon on Sunday.', '2023-03-14T19:00:00')).toEqual([['Sunday', '2023-03-12']]);
    expect(tag('We ran the first quarter mile.', REF)).toEqual([]);
    expect(tag('Sales rose in the first half.', REF)).toEqual([['the first half', '1989-H1']]);
  });

  it('leaves a season that names a thing ("the summer show") untagged, not one that names a time', () => {
    expect(tag('Won second prize at the summer show yesterday!', '2022-07-10T22:00:00')).toEqual([['yesterday', '2022-07-09']]);
    expect(tag('I need a new winter coat.', REF)).toEqual([]);
    expect(tag('Marguerite asked me to direct the spring production at Lantern Street.', REF)).toEqual([]);
    expect(tag('We met during the summer holidays.', '2022-07-10T22:00:00')).toEqual([['the summer', '2022-SU']]);
    expect(tag('The winter of 1994 was cold.', REF)).toEqual([['The winter of 1994', '1994-WI']]);
    // a capitalised season beginning a name
    expect(tag('I came second in the Spring Regatta last weekend!', '2023-05-23T10:00:00')).toEqual([['last weekend', '2023-W20-WE']]);
    expect(tag('I love the Summer. Mary agrees.', '2023-05-23T10:00:00').map(([text]) => text)).toEqual(['the Summer']);
  });

  it('reads "this summer" said in winter as the coming one, "this winter" in January as the one under way', () => {
    expect(tag('My brother is getting married this summer.', '2023-02-08T10:00:00')).toEqual([['this summer', '2023-SU']]);
    expect(tag('This winter is cold.', '2023-01-20T10:00:00')).toEqual([['This winter', '2022-WI']]);
    expect(tag('This summer was hot.', '2023-10-20T10:00:00')).toEqual([['This summer', '2023-SU']]);
  });

  it('reads a bare season ahead said while it runs as this one, "next summer" as the one after', () => {
    expect(tag("I'm planning a holiday for later in the summer.", '2023-07-11T10:00:00')).toEqual([['later in the summer', '2023-SU']]);
    expect(tag("We're going in the summer.", '2023-07-11T10:00:00')).toEqual([['the summer', '2023-SU']]);
    expect(tag("We're going next summer.", '2023-07-11T10:00:00')).toEqual([['next summer', '2024-SU']]);
    expect(tag("We're going in the summer.", '2023-10-11T10:00:00')).toEqual([['the summer', '2024-SU']]);
    // what one waits until is the next one
    expect(tag("We're staying in Ankara until spring.", '2024-03-11T09:00:00')).toEqual([['spring', '2025-SP']]);
    // a season of a calendar of things is the one running or next, whatever the tense of what was done for it
    expect(tag("I got selected for the eight for the autumn season!", '2024-08-22T10:00:00')).toEqual([['the autumn', '2024-FA']]);
    expect(tag('I enrolled for the spring semester.', '2024-11-22T10:00:00')).toEqual([['the spring', '2025-SP']]);
    expect(tag('We went to Italy in the autumn.', '2024-08-22T10:00:00')).toEqual([['the autumn', '2023-FA']]);
  });

  it('leaves a holiday that names a thing ("the Christmas drive") untagged', () => {
    expect(tag('We are doing a big Christmas drive on December 23rd.', '2023-12-13T10:00:00')).toEqual([['December 23rd', '2023-12-23']]);
    expect(tag('The Christmas party was fun. See you at Christmas!', '2023-12-13T10:00:00')).toEqual([['Christmas', '2023-12-25']]);
  });

  it('reads "Valentine\'s" alone as the holiday after a word of time, not as someone\'s', () => {
    expect(tag("They called me the day before Valentine's.", '2023-02-23T19:00:00')).toEqual([["the day before Valentine's", '2023-02-13']]);
    expect(tag('We went out for Valentine’s.', '2023-02-23T19:00:00')).toEqual([['Valentine’s', '2023-02-14']]);
    expect(tag("We stayed at my friend Valentine's house.", '2023-02-23T19:00:00')).toEqual([]);
    expect(tag("I got her a Valentine's card.", '2023-02-23T19:00:00')).toEqual([]);
  });

  it('places holidays in the year nearest the reference, by the tense when far', () => {
    expect(tag('They met on Thanksgiving Day.', '1989-12-10T12:00:00')).toEqual([['Thanksgiving Day', '1989-11-23']]);
    expect(tag('They met on Thanksgiving Day.', '1989-06-10T12:00:00')).toEqual([['Thanksgiving Day', '1988-11-24']]);
    expect(tag('Polls open on Election Day.', '1998-10-26T12:00:00')).toEqual([['Election Day', '1998-11-03']]);
    expect(tag('We painted eggs at Easter.', '2024-04-10T12:00:00')).toEqual([['Easter', '2024-03-31']]);
    expect(tag("I called Mom on Mother's Day.", '2023-05-20T12:00:00')).toEqual([["Mother's Day", '2023-05-14']]);
    // British and Irish days
    expect(tag('I flew back the day after Boxing Day.', '2023-01-03T12:00:00')).toEqual([['the day after Boxing Day', '2022-12-27']]);
    expect(tag('We went to the coast on Easter Monday.', '2023-04-20T12:00:00')).toEqual([['Easter Monday', '2023-04-10']]);
    expect(tag("The parade on St. Patrick's Day was loud.", '2023-03-20T12:00:00')).toEqual([["St. Patrick's Day", '2023-03-17']]);
    expect(tag('The fireworks on Bonfire Night scared the dog.', '2023-11-08T12:00:00')).toEqual([['Bonfire Night', '2023-11-05']]);
  });

  it('takes "last", "next" and "this" before a holiday as its latest past, first coming, or this year\'s', () => {
    expect(tag('It was last Christmas.', '2023-11-22T09:00:00')).toEqual([['last Christmas', '2022-12-25']]);
    expect(tag('Sales rose since last Thanksgiving.', '2000-02-10T12:00:00')).toEqual([['last Thanksgiving', '1999-11-25']]);
    // Thanksgiving 2023 is the day after: "last" still means the one before
    expect(tag('We met last Thanksgiving.', '2023-11-22T09:00:00')).toEqual([['last Thanksgiving', '2022-11-24']]);
    expect(tag("I'll see you next Christmas.", '2023-12-26T09:00:00')).toEqual([['next Christmas', '2024-12-25']]);
    expect(tag("We'll go this Christmas.", '2023-11-22T09:00:00')).toEqual([['this Christmas', '2023-12-25']]);
  });

  it('reads year-end as the end of the year', () => {
    expect(tag('Rates fell by year-end.', REF)).toEqual([['year-end', '1989']]);
  });

  it('compares "a year earlier" with the quarter under discussion', () => {
    expect(tag('Profit rose in the third quarter from a year earlier.', REF)).toEqual([
      ['the third quarter', '1989-Q3'],
      ['a year earlier', '1988-Q3'],
    ]);
  });

  it('takes "the latest quarter" as the last completed calendar quarter, not the fiscal one under discussion', () => {
    expect(tag('Its fiscal fourth quarter was weak. Sales fell in the latest quarter.', '1989-11-02T09:00:00')).toEqual([
      ['fiscal fourth quarter', '1989-Q4'],
      ['the latest quarter', '1989-Q3'],
    ]);
  });

  it('does not read the verbs "fall" and "spring" as seasons', () => {
    expect(tag('Prices fall when leaves spring up.', REF)).toEqual([]);
  });

  it("finds a month's nth and last week: the Monday-to-Sunday week with most of its days in that month", () => {
    // 31 August 2022 is a Wednesday: 29 August to 4 September has more September in it
    expect(tag('The last week of August was hot.', '2023-05-11T09:00:00')).toEqual([['The last week of August', '2022-W34']]);
    // 1 May 2022 is a Sunday: the week ending on it is April's
    expect(tag('We met the first week of May 2022.', '2023-05-11T09:00:00')).toEqual([['the first week of May 2022', '2022-W18']]);
    expect(tag('It will be in the second week of January 2023.', '2022-12-20T09:00:00')).toEqual([['the second week of January 2023', '2023-W02']]);
  });
});
