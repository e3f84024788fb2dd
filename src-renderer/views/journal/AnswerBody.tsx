import type { Answer } from '../../../src-shared/answer/answer-types';
import { EvidenceChips } from './EvidenceChips';

/** Confidence as words a person reads at a glance, with the number kept in the title. */
export function confidenceLabel(confidence: number): string {
  if (confidence >= 0.75) return 'high confidence';
  if (confidence >= 0.45) return 'medium confidence';
  return 'low confidence';
}

/** An answer's text, its time/duration details, confidence and evidence chips. */
export function AnswerBody({ answer }: { answer: Answer }) {
  return (
    <div className={answer.abstained ? 'answer abstained' : 'answer'}>
      <p className="answer-text">{answer.answer}</p>
      <p className="answer-meta">
        <span className={`confidence c-${confidenceLabel(answer.confidence).split(' ')[0]}`} title={`Confidence ${answer.confidence.toFixed(2)}`}>
          {confidenceLabel(answer.confidence)} ({Math.round(answer.confidence * 100)}%)
        </span>
        <span className="kind">{answer.kind.replace(/_/g, ' ')}</span>
        {answer.time && (
          <span>
            {answer.time.start === answer.time.end ? answer.time.start : `${answer.time.start} – ${answer.time.end}`}
          </span>
        )}
        {answer.duration && <span>{answer.duration}</span>}
      </p>
      {/* An abstention keeps the nearest entries so the person can check; they must not read as support. */}
      {answer.abstained && answer.evidence.length > 0 && <p className="answer-meta">Closest entries, none of which answers it:</p>}
      <EvidenceChips ids={answer.evidence} texts={answer.evidenceText} label={answer.abstained ? 'Closest entries' : 'Evidence'} />
    </div>
  );
}
