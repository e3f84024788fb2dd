import type { Fact } from '../../src-shared/domain/memory';
import { parseWallTime } from '../../src-shared/domain/wall-time';

/** A complete Fact for view tests: an active "lives_in" state of entity `me`, overridable field by field. */
export function makeFact(over: Partial<Fact> & { id: string }): Fact {
  return {
    text: over.id,
    subjectId: 'me',
    relation: 'lives_in',
    objectId: null,
    objectLiteral: null,
    attributes: {},
    kind: 'state',
    negated: false,
    eventTime: null,
    validFrom: null,
    validTo: null,
    validGranularity: null,
    recordedAt: parseWallTime('2024-01-01'),
    expiredAt: null,
    status: 'active',
    confidence: 0.8,
    supersededBy: null,
    sourceMessageId: 'm1',
    sourceMessageIds: ['m1'],
    cellId: null,
    embedding: null,
    embeddingModel: null,
    ...over,
  };
}
