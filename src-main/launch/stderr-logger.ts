import type { Logger } from 'vite';

/** A Vite logger that writes to stderr, so stdout carries only the program's output (the URL). */
export function stderrLogger(): Logger {
  const warned = new Set<string>();
  const write = (msg: string) => process.stderr.write(`${msg}\n`);
  return {
    info: write,
    warn: write,
    warnOnce: (msg) => {
      if (!warned.has(msg)) write(msg);
      warned.add(msg);
    },
    error: write,
    clearScreen: () => undefined,
    hasErrorLogged: () => false,
    hasWarned: false,
  };
}
