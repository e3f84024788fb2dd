/**
 * Which stored relations a question is about, as data: question cue words -> relation names
 * of the memory vocabulary (src-shared/memory/relations.ts). Used to pull a subject's whole
 * timeline of a relation for state, ordering, duration and evolution questions.
 */
export const RELATION_CUES: readonly { relations: readonly string[]; cue: RegExp }[] = [
  { relations: ['lives_in'], cue: /\b(live|lives|lived|living|reside|resided|home|moved?|moving|relocat\w*)\b|住/i },
  { relations: ['works_at', 'job_title'], cue: /\b(work|works|worked|working|job|jobs|employer|employed|company|career|position|role|occupation)\b|工作|上班/i },
  // Ending words: a job is quit or retired from; a job, home or school is left.
  { relations: ['works_at'], cue: /\b(quit|quits|quitting|resign\w*|retire\w*|laid off|fired)\b/i },
  { relations: ['works_at', 'lives_in', 'studies_at'], cue: /\b(leave|leaves|left|leaving)\b/i },
  { relations: ['relationship_status', 'partner'], cue: /\b(married|single|dating|engaged|divorced|partner|girlfriend|boyfriend|wife|husband|relationship)\b/i },
  { relations: ['studies_at'], cue: /\b(study|studies|studied|studying|school|university|college|student|degree)\b|读书|上学/i },
  { relations: ['owns'], cue: /\b(own|owns|owned|pet|pets|car|dog|cat)\b/i },
  { relations: ['visited'], cue: /\b(visit|visits|visited|trip|trips|travel\w*|been to)\b|去过/i },
  { relations: ['likes', 'dislikes'], cue: /\b(like|likes|liked|love|loves|favou?rite|enjoy|enjoys|hate|hates|prefer)\b|喜欢/i },
];

export function relationsOf(question: string): string[] {
  return [...new Set(RELATION_CUES.filter((c) => c.cue.test(question)).flatMap((c) => c.relations))];
}
