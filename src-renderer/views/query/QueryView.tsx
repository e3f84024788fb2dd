import { useMutation } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState, type FormEvent } from 'react';
import { wallNow } from '../../../src-shared/domain/wall-time';
import { askMemory } from '../../app/ask-memory';
import { useServices } from '../../app/app-context';
import { errorText, fromDateInput } from '../../app/format';
import { AnswerBody } from '../journal/AnswerBody';
import { relationLabel } from '../timeline/timeline-items';
import { SelectField, type SelectOption } from '../SelectField';
import { FactResults } from './FactResults';
import { runStructuredQuery, type StructuredQuery } from './structured-query';

// Examples name no places or people, so they never echo (and get mistaken for) an answer.
const EXAMPLES = ['Where do I live?', 'Where did I live in June 2021?', 'How long did I work at my last job?', 'What did I do last weekend?'];
const DAY = 86_400_000;

type TimeMode = 'any' | 'point' | 'range';
const TIME_MODES: SelectOption<TimeMode>[] = [
  { value: 'any', label: 'at any time' },
  { value: 'point', label: 'on a date' },
  { value: 'range', label: 'during a period' },
];

/** Temporal query panel: free questions with evidence, structured fact queries, recent questions. */
export function QueryView() {
  const services = useServices();
  const { db } = services;
  const [question, setQuestion] = useState('');
  const [recordError, setRecordError] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: async (q: string) => {
      setRecordError(null);
      const result = await askMemory(services, q, wallNow());
      // Show the answer now; saving the exchange to the journal finishes in the background.
      result.recorded.catch((err: unknown) => setRecordError(`The answer was not saved to the journal: ${errorText(err)}`));
      return result;
    },
  });

  const recent = useLiveQuery(() => db.messages.where('role').equals('question').reverse().sortBy('recordedAt'), [db]);
  const recentQuestions = useMemo(() => {
    const seen = new Set<string>();
    return (recent ?? []).filter((m) => !seen.has(m.text) && seen.add(m.text)).slice(0, 8);
  }, [recent]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = question.trim();
    if (q && !ask.isPending) ask.mutate(q);
  }

  function reAsk(q: string) {
    setQuestion(q);
    ask.mutate(q);
  }

  return (
    <section className="query-view" aria-label="Temporal query">
      <div className="query-main">
        <form className="ask-form card" onSubmit={submit}>
          <h2>Ask your history</h2>
          <div className="ask-row">
            <input
              type="text"
              aria-label="Question"
              className="question-input"
              placeholder="e.g. Where did I live in June 2021?"
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
              autoFocus
            />
            <button type="submit" className="primary" disabled={ask.isPending || !question.trim()}>
              Ask
            </button>
          </div>
          <div className="examples" aria-label="Example questions">
            {EXAMPLES.map((q) => (
              <button key={q} type="button" className="chip" onClick={() => setQuestion(q)}>
                {q}
              </button>
            ))}
          </div>
        </form>
        <div className="card result" aria-live="polite" aria-label="Answer">
          {ask.isPending && <p className="thinking">Looking through your memory…</p>}
          {ask.error && (
            <p className="banner error" role="alert">
              Could not answer: {errorText(ask.error)}
            </p>
          )}
          {recordError && (
            <p className="banner error" role="alert">
              {recordError}
            </p>
          )}
          {ask.data && !ask.isPending && (
            <>
              <p className="muted asked">“{ask.data.answer.question}”</p>
              <AnswerBody answer={ask.data.answer} />
            </>
          )}
          {!ask.data && !ask.isPending && !ask.error && (
            <p className="muted">Answers come from your own entries, with the entries they used and how sure the app is. Questions about things you never wrote about get an honest “I don't know”.</p>
          )}
        </div>
        <StructuredQueryForm />
      </div>
      <aside className="recent card" aria-label="Recent questions">
        <h3>Recent questions</h3>
        {recentQuestions.length === 0 ? (
          <p className="muted">Questions you ask here or in the journal appear here.</p>
        ) : (
          <ul>
            {recentQuestions.map((m, i) => (
              <li key={m.id}>
                {/* Named by position: a question's own words (e.g. "what did I just ask?") must not shadow the Ask button's name. */}
                <button type="button" className="link-button" onClick={() => reAsk(m.text)} title={`Ask again: ${m.text}`} aria-label={`Repeat recent question ${i + 1}`}>
                  {m.text}
                </button>
              </li>
            ))}
          </ul>
        )}
      </aside>
    </section>
  );
}

function StructuredQueryForm() {
  const { db } = useServices();
  const [entityId, setEntityId] = useState('');
  const [relation, setRelation] = useState('');
  const [mode, setMode] = useState<TimeMode>('any');
  const [at, setAt] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [asOf, setAsOf] = useState('');
  const [query, setQuery] = useState<StructuredQuery | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const data = useLiveQuery(async () => {
    const [facts, entities] = await Promise.all([db.facts.toArray(), db.entities.orderBy('key').toArray()]);
    return { facts, entities };
  }, [db]);
  const relations = useMemo(() => [...new Set((data?.facts ?? []).map((f) => f.relation))].sort(), [data]);
  const results = useMemo(() => (query && data ? runStructuredQuery(data.facts, query) : null), [query, data]);

  function run(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const time = readTime(mode, at, from, to);
    if (typeof time === 'string') {
      setProblem(time);
      return;
    }
    const recordDay = fromDateInput(asOf);
    setQuery({ entityId: entityId || null, relation: relation || null, time, asOf: recordDay === null ? null : recordDay + DAY - 1 });
  }

  return (
    <form className="structured card" onSubmit={run} aria-label="Structured query">
      <h2>Find facts</h2>
      <div className="form-grid">
        <SelectField
          label="Entity"
          value={entityId}
          options={[{ value: '', label: 'Any' }, ...(data?.entities ?? []).map((e) => ({ value: e.id, label: e.name }))]}
          onChange={setEntityId}
        />
        <SelectField label="Relation" value={relation} options={[{ value: '', label: 'Any' }, ...relations.map((r) => ({ value: r, label: relationLabel(r) }))]} onChange={setRelation} />
        <SelectField<TimeMode> label="True" value={mode} options={TIME_MODES} onChange={setMode} />
        {mode === 'point' && (
          <label className="field">
            <span>Date</span>
            <input type="date" value={at} onChange={(e) => setAt(e.target.value)} />
          </label>
        )}
        {mode === 'range' && (
          <>
            <label className="field">
              <span>From</span>
              <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
            </label>
            <label className="field">
              <span>To</span>
              <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
            </label>
          </>
        )}
        <label className="field">
          <span>Known by (record time)</span>
          <input type="date" value={asOf} onChange={(e) => setAsOf(e.target.value)} />
        </label>
      </div>
      <div className="form-actions">
        <button type="submit">Find facts</button>
      </div>
      {problem && (
        <p className="banner error" role="alert">
          {problem}
        </p>
      )}
      {results && <FactResults matches={results} />}
    </form>
  );
}

/** The query's world-time constraint from the form, or a plain-language problem with it. */
function readTime(mode: TimeMode, at: string, from: string, to: string): StructuredQuery['time'] | string {
  if (mode === 'any') return { kind: 'any' };
  if (mode === 'point') {
    const day = fromDateInput(at);
    return day === null ? 'Choose the date to look at.' : { kind: 'range', from: day, to: day + DAY };
  }
  const start = fromDateInput(from);
  const end = fromDateInput(to);
  if (start === null || end === null) return 'Choose both ends of the period.';
  if (end < start) return 'The period ends before it starts.';
  return { kind: 'range', from: start, to: end + DAY };
}
