import { describe, expect, it } from 'vitest';
import { parseWebArgs } from './launch-args';

describe('parseWebArgs', () => {
  it('defaults to no port choice and a fresh build', () => {
    expect(parseWebArgs([])).toEqual({ port: null, build: true });
  });
  it('reads --port P, --port=P and --no-build', () => {
    expect(parseWebArgs(['--port', '4173'])).toEqual({ port: 4173, build: true });
    expect(parseWebArgs(['--port=8080', '--no-build'])).toEqual({ port: 8080, build: false });
    expect(parseWebArgs(['--port', '0'])).toEqual({ port: 0, build: true });
  });
  it.each([[['--port']], [['--port', 'abc']], [['--port', '70000']], [['--port', '-1']], [['--prot', '1']], [['extra']]])(
    'rejects %j with a one-line reason',
    (argv) => {
      expect(() => parseWebArgs(argv)).toThrow(/^(--port needs|unknown argument)/);
    },
  );
});
