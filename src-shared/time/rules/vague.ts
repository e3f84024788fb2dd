import { pattern, type Rule } from '../rule';

/**
 * References with no calendar position: "now", "currently", "recently", "the past", "the future", "soon".
 * The bare adjectives "future" and "recent" ("future earnings", "the recent sale") are left out: annotators
 * tag them far less often than not.
 */
const VAGUE_WORDS: Record<string, string> = {
  now: 'PRESENT_REF', 'right now': 'PRESENT_REF', currently: 'PRESENT_REF', current: 'PRESENT_REF',
  'at present': 'PRESENT_REF', 'at the moment': 'PRESENT_REF', nowadays: 'PRESENT_REF', 'these days': 'PRESENT_REF',
  'the present': 'PRESENT_REF', presently: 'PRESENT_REF',
  recently: 'PAST_REF', lately: 'PAST_REF', 'the past': 'PAST_REF',
  'a while ago': 'PAST_REF', 'a while back': 'PAST_REF', 'some time ago': 'PAST_REF', 'long ago': 'PAST_REF', 'not long ago': 'PAST_REF',
  'the future': 'FUTURE_REF', soon: 'FUTURE_REF', 'the near future': 'FUTURE_REF',
  'the near term': 'FUTURE_REF', 'the short term': 'FUTURE_REF', 'the long term': 'FUTURE_REF',
};

export const vagueRules: Rule[] = [
  {
    name: 'vague-reference',
    pattern: pattern(Object.keys(VAGUE_WORDS).sort((a, b) => b.length - a.length).join('|').replace(/ /g, '\\s+')),
    interpret: (m) => ({
      value: VAGUE_WORDS[m[0].toLowerCase().replace(/\s+/g, ' ')]!,
      timex3Type: 'DATE',
      type: 'vague',
      confidence: 0.7,
    }),
  },
];
