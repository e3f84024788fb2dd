import { parseArgs } from 'node:util';
import { tagDocument } from './timeml/tag-document';
import { tagDirectory, UsageError } from './timeml/tag-directory';

/** `npm run -s timex -- --in DIR --out DIR`: TempEval-3 Task A tagger (CONTRACTS.md section 1). Logs go to stderr. */
function main(argv: string[]): number {
  let values: { in?: string; out?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { in: { type: 'string' }, out: { type: 'string' } }, strict: true }));
  } catch (err) {
    return fail(`timex: ${err instanceof Error ? err.message : String(err)}; usage: timex --in DIR --out DIR`);
  }
  if (!values.in || !values.out) return fail('timex: usage: timex --in DIR --out DIR');
  try {
    const started = performance.now();
    // Bad files are skipped (the good ones are still written) and summed up in the one failure line.
    const report = tagDirectory(values.in, values.out, tagDocument, () => {});
    if (report.failed.length > 0) {
      const first = report.failed[0]!;
      return fail(`timex: ${report.failed.length} file(s) are not TimeML (${report.written} tagged), first: ${first.file}: ${first.reason}`);
    }
    process.stderr.write(`timex: tagged ${report.written} file(s) in ${Math.round(performance.now() - started)} ms\n`);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) return fail(`timex: ${err.message}`);
    return fail(`timex: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function fail(line: string): number {
  process.stderr.write(line + '\n');
  return 1;
}

process.exitCode = main(process.argv.slice(2));
