import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Fact, Message } from '../../../src-shared/domain/memory';
import { wallNow } from '../../../src-shared/domain/wall-time';
import { answerKey, askMemory, type StoredAnswer } from '../../app/ask-memory';
import { useServices } from '../../app/app-context';
import { errorText, formatDay } from '../../app/format';
import { Composer } from './Composer';
import { EntryCard } from './EntryCard';
import { groupByDay } from './day-groups';

const PAGE = 150;

interface JournalData {
  messages: Message[];
  total: number;
  factsByMessage: Map<string, Fact[]>;
  answers: Map<string, StoredAnswer>;
}

/** Journal / chat: entries in time order with day separators, inline questions with answers, the composer. */
export function JournalView({ focus }: { focus: { id: string; nonce: number } | null }) {
  const services = useServices();
  const { db, store, speaker } = services;
  const [limit, setLimit] = useState(PAGE);
  const [floor, setFloor] = useState<number | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [highlight, setHighlight] = useState<string | null>(null);
  const listEnd = useRef<HTMLDivElement>(null);
  const lastCount = useRef(0);

  const data = useLiveQuery(async (): Promise<JournalData> => {
    const total = await db.messages.count();
    const messages =
      floor !== null
        ? await db.messages.where('time').aboveOrEqual(floor).sortBy('time')
        : (await db.messages.orderBy('time').reverse().limit(limit).toArray()).reverse();
    const ids = messages.map((m) => m.id);
    // A repeated fact belongs to every entry that stated it.
    const facts = ids.length ? await db.facts.where('sourceMessageIds').anyOf(ids).distinct().toArray() : [];
    const shown = new Set(ids);
    const factsByMessage = new Map<string, Fact[]>();
    for (const f of facts) {
      for (const id of f.sourceMessageIds) if (shown.has(id)) factsByMessage.set(id, [...(factsByMessage.get(id) ?? []), f]);
    }
    const answerIds = messages.filter((m) => m.role === 'answer').map((m) => answerKey(m.id));
    const rows = answerIds.length ? await db.meta.where('key').anyOf(answerIds).toArray() : [];
    const answers = new Map(rows.map((r) => [r.key.slice('answer:'.length), r.value as StoredAnswer]));
    return { messages, total, factsByMessage, answers };
  }, [db, limit, floor]);

  // Jump to an entry: make sure it is loaded, then scroll to it and highlight it briefly.
  useEffect(() => {
    if (!focus) return;
    let cancelled = false;
    void (async () => {
      const target = await db.messages.get(focus.id);
      if (!target || cancelled) {
        if (!target) setError('That source entry no longer exists (it was deleted or edited away).');
        return;
      }
      setFloor((f) => (f === null || target.time < f ? target.time : f));
      setHighlight(focus.id);
    })();
    return () => {
      cancelled = true;
    };
  }, [db, focus]);

  useEffect(() => {
    if (!highlight || !data?.messages.some((m) => m.id === highlight)) return;
    const el = document.getElementById(`entry-${highlight}`);
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    el?.focus({ preventScroll: true });
    const timer = window.setTimeout(() => setHighlight(null), 2400);
    return () => window.clearTimeout(timer);
  }, [highlight, data]);

  // Follow the conversation: scroll to the newest entry when one arrives (not while jumping to evidence).
  useEffect(() => {
    const count = data?.messages.length ?? 0;
    if (count > lastCount.current && !highlight) listEnd.current?.scrollIntoView({ block: 'end' });
    lastCount.current = count;
  }, [data, highlight]);

  const groups = useMemo(() => groupByDay(data?.messages ?? []), [data]);

  async function submit({ text, time, question }: { text: string; time: number | null; question: boolean }): Promise<boolean> {
    setError(null);
    const at = time ?? wallNow();
    if (question) {
      setAsking(text);
      try {
        const { recorded } = await askMemory(services, text, at);
        // The pending bubble stays until the question and its answer are in the journal.
        await recorded;
        return true;
      } catch (err) {
        setError(`Could not answer: ${errorText(err)}`);
        return false;
      } finally {
        setAsking(null);
      }
    }
    // The store saves the raw entry before analysing it, so the composer need not wait for analysis.
    store.addMessage({ speaker, text, time: at, role: 'entry' }).catch((err: unknown) => {
      setError(`Could not save the entry “${text.slice(0, 60)}”: ${errorText(err)}`);
    });
    return true;
  }

  const hidden = data ? data.total - data.messages.length : 0;
  return (
    <section className="journal" aria-label="Journal">
      <div className="journal-scroll">
        {data && data.total === 0 && !asking && <EmptyJournal />}
        {hidden > 0 && (
          <div className="load-earlier">
            <button
              type="button"
              onClick={() => {
                // Keep what is shown (also after a jump to an old entry) and add a page before it.
                const shownCount = data?.messages.length ?? 0;
                setFloor(null);
                setLimit((l) => Math.max(l, shownCount) + PAGE);
              }}
            >
              Show earlier entries ({hidden} more)
            </button>
          </div>
        )}
        {groups.map((g) => (
          <div key={g.day} className="day">
            <h2 className="day-separator">
              <span>{formatDay(g.start)}</span>
            </h2>
            {g.items.map((m) => (
              <EntryCard
                key={m.id}
                message={m}
                facts={data?.factsByMessage.get(m.id) ?? []}
                answer={data?.answers.get(m.id)}
                highlighted={highlight === m.id}
              />
            ))}
          </div>
        ))}
        {asking && (
          <article className="entry role-question pending" aria-busy="true">
            <p className="entry-text">{asking}</p>
            <p className="thinking">Looking through your memory…</p>
          </article>
        )}
        <div ref={listEnd} />
      </div>
      {error && (
        <div className="banner error" role="alert">
          <span>{error}</span>
          <button type="button" className="link-button" onClick={() => setError(null)}>
            Dismiss
          </button>
        </div>
      )}
      <Composer busy={asking !== null} onSubmit={submit} />
    </section>
  );
}

function EmptyJournal() {
  return (
    <div className="empty-state">
      <h2>Your journal is empty</h2>
      <p>Write what happens in your life, in your own words. The app notices dates, places, people and work, and keeps a timeline of what was true when.</p>
      <ol>
        <li>
          Write <q>I moved to Paris.</q> and set <strong>Entry time</strong> to a day in 2020 to backdate it.
        </li>
        <li>
          Then write <q>I moved to London.</q> — the Paris fact is archived, not deleted.
        </li>
        <li>
          Ask <q>Where do I live?</q> — anything ending in a question mark is answered from your memory, with the entries it used.
        </li>
      </ol>
      <p className="muted">Everything stays on this computer. Import a Markdown journal or chat export with the Import button above.</p>
    </div>
  );
}
