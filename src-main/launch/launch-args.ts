/** Options of `npm run web`; parsing failures are one-line errors for the user. */
export interface WebArgs {
  /** null: not given (the preferred port if free, else any free port). */
  port: number | null;
  build: boolean;
}

export function parseWebArgs(argv: readonly string[]): WebArgs {
  const args: WebArgs = { port: null, build: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    if (flag === '--port') {
      const value = inline ?? argv[++i];
      if (value === undefined || !/^\d{1,5}$/.test(value) || Number(value) > 65535) {
        throw new Error(`--port needs a port number 0-65535, got ${value === undefined ? 'nothing' : JSON.stringify(value)}`);
      }
      args.port = Number(value);
    } else if (arg === '--no-build') {
      args.build = false;
    } else {
      throw new Error(`unknown argument ${JSON.stringify(arg)} (usage: npm run web -- [--port PORT] [--no-build])`);
    }
  }
  return args;
}
