import { describe, expect, it } from 'vitest';
import { gerundBase } from './gerunds';

describe('gerundBase', () => {
  it('strips -ing, undoubles a doubled consonant and restores a silent e', () => {
    const cases: Record<string, string> = {
      adopting: 'adopt', starting: 'start', working: 'work', playing: 'play', studying: 'study', going: 'go', skiing: 'ski',
      winning: 'win', running: 'run', getting: 'get', planning: 'plan', quitting: 'quit', preferring: 'prefer', trekking: 'trek',
      moving: 'move', making: 'make', dating: 'date', writing: 'write', practicing: 'practice', dancing: 'dance', deciding: 'decide',
      changing: 'change', judging: 'judge', engaging: 'engage', causing: 'cause', closing: 'close', coming: 'come', hoping: 'hope',
      sharing: 'share', exploring: 'explore', retiring: 'retire', smiling: 'smile', combining: 'combine', creating: 'create',
      completing: 'complete', voting: 'vote', computing: 'compute', describing: 'describe', amazing: 'amaze', releasing: 'release',
      eating: 'eat', reading: 'read', visiting: 'visit', editing: 'edit', meeting: 'meet', marketing: 'market', mentoring: 'mentor',
      answering: 'answer', volunteering: 'volunteer', bringing: 'bring', singing: 'sing', joining: 'join', passing: 'pass',
      calling: 'call', cancelling: 'cancel', traveling: 'travel', building: 'build', cooking: 'cook', walking: 'walk', waiting: 'wait',
      shouting: 'shout', knitting: 'knit', chatting: 'chat', buzzing: 'buzz', reconnecting: 'reconnect', finishing: 'finish',
      being: 'be', having: 'have', using: 'use', lying: 'lie', developing: 'develop', opening: 'open', beginning: 'begin',
    };
    for (const [gerund, base] of Object.entries(cases)) expect(gerundBase(gerund), gerund).toBe(base);
    expect(gerundBase('Adopting')).toBe('adopt');
  });
  it('rejects words that are not gerunds, and odd input', () => {
    for (const w of ['thing', 'morning', 'evening', 'during', 'wedding', 'spring', 'bring', 'king', 'sing', 'adopt', 'ing', '', ' ', 'running!', 'naïveing', '12ing', 'x'.repeat(10_000)]) {
      expect(gerundBase(w), w.slice(0, 20)).toBeNull();
    }
    expect(gerundBase(`${'a'.repeat(5000)}ing`)).toBe('a'.repeat(5000)); // huge input: still linear, no crash
  });
});
