import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findTimeExpressions } from '../../../src-shared/time/index';
import { readTimeml, type TimemlDocument } from '../../cli/timeml/read-timeml';
import { listTimemlFiles } from '../../cli/timeml/tag-directory';
import { tagDocument } from '../../cli/timeml/tag-document';
import type { TimexTag } from '../../cli/timeml/write-timeml';
import { chronoTagDocument } from './chrono-tagger';
import { classifyErrors, summariseErrors, type ErrorExample } from './error-classes';
import { addCounts, countDocument, emptyCounts, scores, type Counts } from './score';

/**
 * `npm run bench:timex -- --corpus DIR [--corpus DIR2] [--errors N] [--system DIR]`: TempEval-3 scores of our
 * tagger and of chrono-node alone on the same documents, then throughput on 1 MB of the corpus text. `--system`
 * also scores the TimeML files a tagger wrote (e.g. `npm run timex` output), matched to the corpus by file name.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { corpus: { type: 'string', multiple: true }, errors: { type: 'string' }, system: { type: 'string' }, 'skip-speed': { type: 'boolean' } },
});
if (!values.corpus?.length) {
  process.stderr.write('bench:timex: usage: --corpus DIR [--corpus DIR] [--errors N] [--skip-speed]\n');
  process.exit(1);
}

type Tagger = (doc: TimemlDocument) => TimexTag[];
const TAGGERS: Record<string, Tagger> = { ours: tagDocument, 'chrono-only': chronoTagDocument };
const systemDir = values.system;
if (systemDir) TAGGERS['--system'] = (doc) => readTimeml(readFileSync(join(systemDir, names.get(doc)!), 'utf8')).timexes;
const names = new Map<TimemlDocument, string>();

const allDocs: TimemlDocument[] = [];
for (const dir of values.corpus) {
  const docs = listTimemlFiles(dir).map((f) => {
    const doc = readTimeml(readFileSync(join(dir, f), 'utf8'));
    names.set(doc, f);
    return doc;
  });
  allDocs.push(...docs);
  console.log(`\n${dir}: ${docs.length} documents, ${docs.reduce((n, d) => n + d.timexes.length, 0)} gold TIMEX3`);
  console.log('  tagger        strictP strictR strictF1 relaxP  relaxR  relaxF1  valAcc  typeAcc valueF1');
  const errors: ErrorExample[] = [];
  for (const [name, tagger] of Object.entries(TAGGERS)) {
    let total: Counts = emptyCounts();
    for (const doc of docs) {
      const system = tagger(doc).map((t) => ({ ...t, text: doc.plainText.slice(t.start, t.end) }));
      total = addCounts(total, countDocument(doc.timexes, system));
      if (name === 'ours') errors.push(...classifyErrors(doc.timexes, system));
    }
    const s = scores(total);
    const cells = [s.strictP, s.strictR, s.strictF1, s.relaxedP, s.relaxedR, s.relaxedF1, s.valueAccuracy, s.typeAccuracy, s.valueF1];
    console.log(`  ${name.padEnd(12)} ${cells.map((x) => x.toFixed(2).padStart(7)).join(' ')}`);
  }
  if (values.errors) console.log(['  errors of ours by class:', ...summariseErrors(errors, Number(values.errors))].join('\n'));
}

if (!values['skip-speed']) {
  const MB = 1 << 20;
  const pieces: string[] = [];
  for (let n = 0, i = 0; n < MB && allDocs.length > 0; i++) {
    const t = allDocs[i % allDocs.length]!.plainText;
    pieces.push(t);
    n += t.length;
  }
  const text = pieces.join('\n').slice(0, MB);
  const ref = allDocs[0]?.dct ?? 0;
  findTimeExpressions(text.slice(0, 20_000), ref);
  const time = (fn: () => unknown) => {
    const t0 = performance.now();
    fn();
    return (performance.now() - t0) / 1000;
  };
  const ours = time(() => findTimeExpressions(text, ref));
  const chronoDoc = { ...allDocs[0]!, plainText: text, timexes: [] };
  const chronoSecs = time(() => chronoTagDocument(chronoDoc));
  console.log(`\nthroughput on 1 MB of corpus text: ours ${ours.toFixed(2)} s (${(1 / ours).toFixed(2)} MB/s); chrono-only ${chronoSecs.toFixed(2)} s (${(1 / chronoSecs).toFixed(2)} MB/s); ratio ${(chronoSecs / ours).toFixed(1)}x; target < 2 s`);
}
