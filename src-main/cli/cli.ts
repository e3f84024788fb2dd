import { startEngineWorker } from '../hosts/worker-engine-client';
import { InputError } from './answer/read-input';

/**
 * `npm run -s cli -- <command> ...`. Stdout carries only the command's output: anything a library
 * logs through console.log/info/warn (TF.js greets on stdout) is sent to stderr.
 */
const COMMANDS: Record<string, (argv: string[]) => Promise<void>> = {
  answer: async (argv) => {
    const { runAnswer } = await import('./answer/run-answer');
    // The engine analyses in a worker thread while the store writes on this one.
    const engine = startEngineWorker({});
    try {
      await runAnswer(argv, engine.client);
    } finally {
      await engine.close();
    }
  },
};

function toStderr(...args: unknown[]): void {
  process.stderr.write(`${args.map((a) => (typeof a === 'string' ? a : String(a))).join(' ')}\n`);
}

async function main(argv: string[]): Promise<number> {
  console.log = console.info = console.warn = console.debug = toStderr;
  const [name, ...rest] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    process.stderr.write(`error: unknown command ${JSON.stringify(name ?? '')} (commands: ${Object.keys(COMMANDS).join(', ')})\n`);
    return 2;
  }
  try {
    await command(rest);
    return 0;
  } catch (e) {
    const message = e instanceof InputError ? e.message : `${(e as Error)?.message ?? e}`;
    process.stderr.write(`error: ${message.split('\n')[0]}\n`);
    return e instanceof InputError ? 2 : 1;
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
