import { describe, expect, it } from 'vitest';
import { defaultSpeaker, isAssistantLike } from './default-speaker';

describe('defaultSpeaker', () => {
  it('picks the most frequent non-assistant speaker', () => {
    expect(defaultSpeaker([['assistant', 10], ['Ann', 3], ['Bob', 2]])).toBe('Ann');
    expect(defaultSpeaker(new Map([['Ann', 2], ['Bob', 2]]))).toBe('Ann');
    expect(defaultSpeaker([['AI', 5]])).toBeNull();
    expect(defaultSpeaker([])).toBeNull();
  });
  it('recognises assistant-like names but not people', () => {
    for (const n of ['Assistant', 'ChatGPT', 'my bot', '助手']) expect(isAssistantLike(n)).toBe(true);
    for (const n of ['Caroline', 'Aiden', 'Abbot Smith']) expect(isAssistantLike(n)).toBe(false);
  });
});
