import type { Rule } from '../rule';
import { durationRules } from './durations';
import { explicitDateRules } from './explicit-dates';
import { periodRules } from './periods';
import { relativeRules } from './relative';
import { setRules } from './sets';
import { timeRules } from './times';
import { vagueRules } from './vague';

/** Every recogniser, by expression class. Order does not matter: overlaps are settled by span length, then priority. */
export const RULES: readonly Rule[] = [
  ...explicitDateRules,
  ...relativeRules,
  ...durationRules,
  ...periodRules,
  ...setRules,
  ...timeRules,
  ...vagueRules,
];
