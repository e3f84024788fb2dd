/** Speakers named like an assistant are not the journal's owner. */
const ASSISTANT_LIKE = /^(assistant|ai|bot|system|chatgpt|gpt|claude|gemini|copilot|siri|alexa|model|助手|机器人)(\b|$)|\b(assistant|bot)$/i;

export function isAssistantLike(name: string): boolean {
  return ASSISTANT_LIKE.test(name.trim());
}

/** The journal's owner: the speaker with the most messages, leaving out assistant-like names (ties: first seen). */
export function defaultSpeaker(counts: Iterable<[string, number]>): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const [name, count] of counts) {
    if (isAssistantLike(name) || count <= bestCount) continue;
    best = name;
    bestCount = count;
  }
  return best;
}
