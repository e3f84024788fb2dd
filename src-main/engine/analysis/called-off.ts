import type { FactDraft } from '../../../src-shared/domain/memory';
import type { WallMs } from '../../../src-shared/domain/time';
import type { Sentence } from './normalise-text';

/** Words that call a plan off or put it back. */
const CALLED_OFF = /\b(?:postpon(?:e|ed|ing)|put off|pushed back|delayed|cancell?ed|called off|fell through|off the table|not happening|isn't happening|is not happening|not (?:moving|going)\b[^.!?]{0,60}?\bafter all)\b/i;
/** What a called-off plan was about: the state it would have started. */
const PLANNED_CHANGE: ReadonlyArray<{ cue: RegExp; relations: readonly string[] }> = [
  { cue: /\b(?:move|moving|relocation|relocating)\b/i, relations: ['lives_in'] },
  { cue: /\b(?:new job|job offer|offer|new role|new position|start date)\b/i, relations: ['works_at', 'job_title'] },
];
/** A sentence about someone else's plan ("Sam's move is off") calls off none of the speaker's. */
const SOMEONE_ELSE = /\b(?:he|she|they|his|her|their)\b|\b\p{Lu}\p{Ll}+['’]s\b/u;

/**
 * "The move is postponed, we're staying in Ankara until spring": the speaker's planned change of home (or job) said
 * before this sentence no longer counts from its planned time. One marker claim per relation; resolve-facts uses it to
 * drop planned states (extract-message.ts plannedState) said before it and not yet due, and keeps nothing of it.
 * A question ("Is the move postponed?") calls nothing off.
 */
export function callsOffIn(s: Sentence, speaker: string, said: WallMs): Omit<FactDraft, 'embedding'>[] {
  if (!CALLED_OFF.test(s.normal) || SOMEONE_ELSE.test(s.normal) || /\?\s*$/.test(s.text)) return [];
  const relations = [...new Set(PLANNED_CHANGE.filter(({ cue }) => cue.test(s.normal)).flatMap((c) => c.relations))];
  return relations.map((relation) => ({
    text: `${speaker}'s plan was called off or put back: "${s.text}"`,
    subject: speaker,
    relation,
    object: null,
    objectIsEntity: false,
    attributes: { callsOff: 'true', evidence: s.text },
    kind: 'state',
    negated: false,
    eventTime: null,
    validFrom: said,
    validTo: null,
    validGranularity: 'day',
    confidence: 0.7,
  }));
}
