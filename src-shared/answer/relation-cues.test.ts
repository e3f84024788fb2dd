import { describe, expect, it } from 'vitest';
import { relationsOf } from './relation-cues';

describe('relationsOf', () => {
  it('reads ending words as the relations that end', () => {
    expect(relationsOf('When did I quit?')).toEqual(['works_at']);
    expect(relationsOf('When did I retire?')).toEqual(['works_at']);
    expect(relationsOf('When did I leave Hooli?')).toEqual(['works_at', 'lives_in', 'studies_at']);
    expect(relationsOf('When did I stop working at Hooli?')).toEqual(['works_at', 'job_title']);
    expect(relationsOf('What did I have for lunch?')).toEqual([]);
  });
});
