import { useState } from 'react';
import type { Fact, Message } from '../../../src-shared/domain/memory';
import type { StoredAnswer } from '../../app/ask-memory';
import { errorText, formatClock, fromDateInput, toDatetimeLocal } from '../../app/format';
import { useServices } from '../../app/app-context';
import { AnswerBody } from './AnswerBody';

const STATE_LABEL: Record<Message['analysis'], string> = {
  pending: 'Analysing…',
  done: 'Analysed',
  failed: 'Analysis failed',
};

export interface EntryCardProps {
  message: Message;
  facts: Fact[];
  answer: StoredAnswer | undefined;
  highlighted: boolean;
}

/** One journal entry, question or answer, with its analysis state, derived facts and edit/delete. */
export function EntryCard({ message, facts, answer, highlighted }: EntryCardProps) {
  const { store } = useServices();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.text);
  const [draftTime, setDraftTime] = useState(toDatetimeLocal(message.time));
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [showFacts, setShowFacts] = useState(false);

  async function run(action: () => Promise<void>) {
    setWorking(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setWorking(false);
    }
  }

  const save = () =>
    run(async () => {
      const time = fromDateInput(draftTime);
      if (!draft.trim()) throw new Error('An entry cannot be empty; delete it instead.');
      if (time === null) throw new Error('That date is not valid.');
      const patch: { text?: string; time?: number } = {};
      if (draft.trim() !== message.text) patch.text = draft.trim();
      if (time !== message.time) patch.time = time;
      if (patch.text !== undefined || patch.time !== undefined) await store.editMessage(message.id, patch);
      setEditing(false);
    });

  const [confirming, setConfirming] = useState(false);
  const remove = () => run(() => store.deleteMessage(message.id));

  const retry = () => run(() => store.editMessage(message.id, { text: message.text }));

  const classes = ['entry', `role-${message.role}`, highlighted ? 'highlight' : ''].filter(Boolean).join(' ');
  return (
    <article id={`entry-${message.id}`} className={classes} aria-label={`${message.role} at ${formatClock(message.time)}`} tabIndex={-1}>
      <header className="entry-head">
        <time className="entry-time">{formatClock(message.time)}</time>
        <span className="entry-speaker">{message.speaker}</span>
        {message.role === 'entry' &&
          (message.analysis === 'done' && facts.length > 0 ? (
            // Facts stay folded so each entry's words appear once on the page; the badge unfolds them.
            <button type="button" className="analysis-state state-done" aria-expanded={showFacts} onClick={() => setShowFacts((v) => !v)}>
              {STATE_LABEL.done} · {facts.length} fact{facts.length === 1 ? '' : 's'}
            </button>
          ) : (
            <span className={`analysis-state state-${message.analysis}`} title={message.analysisError ?? undefined}>
              {STATE_LABEL[message.analysis]}
            </span>
          ))}
        {message.role !== 'answer' && !editing && (
          <span className="entry-actions">
            {message.role === 'entry' && (
              <button type="button" className="icon-button" onClick={() => setEditing(true)} aria-label="Edit entry">
                Edit
              </button>
            )}
            <button type="button" className="icon-button danger" onClick={() => setConfirming(true)} disabled={working} aria-label="Delete entry">
              Delete
            </button>
          </span>
        )}
      </header>
      {confirming && (
        <div className="entry-confirm" role="alertdialog" aria-label="Confirm delete">
          <span>Delete this entry? Facts learned only from it are removed too.</span>
          <button type="button" className="danger" onClick={remove} disabled={working}>
            Yes, delete
          </button>
          <button type="button" onClick={() => setConfirming(false)} disabled={working}>
            Keep it
          </button>
        </div>
      )}
      {editing ? (
        <div className="entry-edit">
          <textarea aria-label="Edit text" value={draft} rows={3} onChange={(e) => setDraft(e.target.value)} />
          <div className="entry-edit-bar">
            <label className="field-inline">
              <span>Dated</span>
              <input type="datetime-local" aria-label="Change date" value={draftTime} onChange={(e) => setDraftTime(e.target.value)} />
            </label>
            <button type="button" className="primary" onClick={save} disabled={working}>
              Save
            </button>
            <button type="button" onClick={() => setEditing(false)} disabled={working}>
              Cancel
            </button>
          </div>
        </div>
      ) : message.role === 'answer' && answer ? (
        <AnswerBody answer={answer} />
      ) : (
        <p className="entry-text">{message.text}</p>
      )}
      {message.analysis === 'failed' && message.role === 'entry' && (
        <p className="entry-error" role="alert">
          Analysis failed: {message.analysisError ?? 'unknown error'}. The entry itself is saved.{' '}
          <button type="button" className="link-button" onClick={retry} disabled={working}>
            Try again
          </button>
        </p>
      )}
      {showFacts && facts.length > 0 && !editing && (
        <ul className="entry-facts" aria-label="Facts learned">
          {facts.map((f) => (
            <li key={f.id} className={`fact-pill is-${f.status}`} title={f.status === 'archived' ? 'Superseded by a later fact' : 'Current'}>
              {f.text}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="entry-error" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}
