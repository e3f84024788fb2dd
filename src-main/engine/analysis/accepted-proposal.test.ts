import { describe, expect, it } from 'vitest';
import { formatWallDate, parseWallTime } from '../../../src-shared/domain/wall-time';
import { findTimeExpressions } from '../../../src-shared/time/index';
import { acceptedProposal } from './accepted-proposal';

const written = parseWallTime('2022-12-25T11:00:00');
const engaged = (text: string, facts: Parameters<typeof acceptedProposal>[1] = []) =>
  acceptedProposal(text, facts, findTimeExpressions(text, written), 'Maya', written).map((f) => [f.relation, f.object, formatWallDate(f.validFrom!)]);

describe('acceptedProposal', () => {
  it('reads a proposal and its yes as the writer engaged to the one who asked or was asked', () => {
    expect(engaged('Sam proposed this morning!! I said yes obviously. Still shaking.')).toEqual([
      ['relationship_status', 'engaged', '2022-12-25'],
      ['partner', 'Sam', '2022-12-25'],
    ]);
    expect(engaged('Sam proposed to me last night and I said yes!')[0]).toEqual(['relationship_status', 'engaged', '2022-12-24']);
    expect(engaged('I proposed to Alex and she said yes!')[1]).toEqual(['partner', 'Alex', '2022-12-25']);
    expect(engaged('Then Sam proposed and I said yes!')[1]).toEqual(['partner', 'Sam', '2022-12-25']);
  });

  it('reads nothing from other proposals, other yeses, or a message that already tells the status', () => {
    expect(engaged('Sam proposed a toast. I said yes to cake.')).toEqual([]);
    expect(engaged('My boss proposed a new plan and I said yes.')).toEqual([]);
    expect(engaged('Sam proposed this morning. I need time to think.')).toEqual([]);
    const told = { text: '', subject: 'Maya', relation: 'relationship_status', object: 'engaged', objectIsEntity: false, attributes: {}, kind: 'state' as const,
      negated: false, eventTime: null, validFrom: written, validTo: null, validGranularity: 'day' as const, confidence: 0.85 };
    expect(engaged("Daniel proposed and I said yes! We're engaged.", [told])).toEqual([]);
  });

  it('handles empty and hostile input', () => {
    expect(engaged('')).toEqual([]);
    expect(engaged('I said yes '.repeat(10_000))).toEqual([]);
    expect(engaged('<b>Sam</b> proposed\u0000 and I said yes')).toEqual([]);
    expect(engaged('I proposed and I said yes')).toEqual([]);
  });
});
