import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { WallMs } from '../../../src-shared/domain/time';
import { fromDateInput } from '../../app/format';

export type ComposeMode = 'auto' | 'entry' | 'ask';

/** Whether a message is asked of the memory: by the chosen mode, or in auto mode when it ends with "?". */
export function isQuestion(text: string, mode: ComposeMode): boolean {
  if (mode !== 'auto') return mode === 'ask';
  return /[?？]\s*$/.test(text);
}

const MODES: { value: ComposeMode; label: string; hint: string }[] = [
  { value: 'auto', label: 'Auto', hint: 'Lines ending in ? are asked of your memory; everything else is journaled.' },
  { value: 'entry', label: 'Write', hint: 'Always journal, even if it ends with a question mark.' },
  { value: 'ask', label: 'Ask', hint: 'Ask your memory a question about your history.' },
];

export interface ComposerProps {
  busy: boolean;
  onSubmit(input: { text: string; time: WallMs | null; question: boolean }): Promise<boolean>;
}

/** The entry box: `Message`, optional backdating via `Entry time`, `Send` (Ctrl/Cmd+Enter). */
export function Composer({ busy, onSubmit }: ComposerProps) {
  const [text, setText] = useState('');
  const [time, setTime] = useState('');
  const [mode, setMode] = useState<ComposeMode>('auto');
  const textRef = useRef<HTMLTextAreaElement>(null);
  const question = isQuestion(text, mode);
  const timeInvalid = time !== '' && fromDateInput(time) === null;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || busy || timeInvalid) return;
    const ok = await onSubmit({ text: trimmed, time: fromDateInput(time), question });
    if (ok) {
      setText('');
      // A backdate applies to one entry; the next one is "now" unless set again.
      setTime('');
      textRef.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form className="composer" onSubmit={submit} aria-label="New entry">
      <textarea
        ref={textRef}
        className="composer-text"
        aria-label="Message"
        placeholder={question ? 'Ask about your past… e.g. “Where did I live in 2021?”' : 'What happened? e.g. “I moved to Lisbon last spring.”'}
        value={text}
        rows={3}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        autoFocus
      />
      <div className="composer-bar">
        <div className="segmented" role="radiogroup" aria-label="Send as">
          {MODES.map((m) => (
            <label key={m.value} className={mode === m.value ? 'segment selected' : 'segment'} title={m.hint}>
              <input type="radio" name="compose-mode" value={m.value} checked={mode === m.value} onChange={() => setMode(m.value)} />
              {m.label}
            </label>
          ))}
        </div>
        <label className="field-inline">
          <span>Entry time</span>
          <input
            type="datetime-local"
            aria-label="Entry time"
            aria-invalid={timeInvalid}
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
        </label>
        {time && (
          <button type="button" className="link-button" onClick={() => setTime('')}>
            Use now
          </button>
        )}
        <span className="composer-hint">{question ? 'Will be answered from your memory' : 'Ctrl+Enter to send'}</span>
        <button type="submit" className="primary" disabled={busy || !text.trim() || timeInvalid}>
          Send
        </button>
      </div>
    </form>
  );
}
