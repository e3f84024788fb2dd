import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run build` output, checked without the Electron binary: the bundled engine process runs
 * under plain Node (given the one Electron API it uses, `process.parentPort`, at the boundary)
 * and answers calls over a MessagePort; the preload is one CommonJS file needing only 'electron'.
 */
const root = join(import.meta.dirname, '../..');
const outDir = join(root, 'out', `.build-test-${process.pid}`);

/** Runs in a child Node process: plays Electron's part (parentPort + MessagePortMain shape). */
const CHILD = `
import { MessageChannel } from 'node:worker_threads';
let connect;
process.parentPort = { on: (event, listener) => { connect = listener; } };
await import(process.env.ENGINE_PROCESS_URL);
const { port1, port2 } = new MessageChannel();
const mainPort = {
  on: (event, l) => event === 'message' ? port1.on('message', (data) => l({ data })) : port1.on('close', l),
  postMessage: (m) => port1.postMessage(m),
  start: () => port1.start(),
};
connect({ data: {}, ports: [mainPort] });
const answers = new Map();
port2.on('message', (frame) => {
  if (frame.type === 'event') return;
  answers.set(frame.id, frame);
  if (answers.size === 2) {
    console.log(JSON.stringify([answers.get(1), answers.get(2)]));
    process.exit(0);
  }
});
port2.postMessage({ type: 'call', id: 1, method: 'embedding.embed', req: { texts: ['built engine'] } });
port2.postMessage({ type: 'call', id: 2, method: 'no.such.method', req: {} });
`;

describe('electron-vite build output', () => {
  beforeAll(() => {
    const build = spawnSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build', '--outDir', outDir, '--logLevel', 'error'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 180_000,
    });
    expect(build.status, build.stderr).toBe(0);
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('the bundled engine process answers calls over a MessagePort', () => {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD, '--', `--config-dir=${join(outDir, 'config')}`], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, ENGINE_PROCESS_URL: `file://${join(outDir, 'main', 'engine-process.js')}` },
    });
    expect(child.status, child.stderr).toBe(0);
    const [embedded, unknown] = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as [
      { type: string; result: { vectors: number[][]; dim: number } },
      { type: string; error: { code: string } },
    ];
    expect(embedded.type).toBe('result');
    expect(embedded.result.dim).toBe(512);
    expect(unknown).toMatchObject({ type: 'error', error: { code: 'unknown_method' } });
  });

  it('the preload is a single CommonJS file that needs nothing but electron', async () => {
    const preload = await readFile(join(outDir, 'preload', 'preload.cjs'), 'utf8');
    const required = [...preload.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]);
    expect([...new Set(required)]).toEqual(['electron']);
    expect(preload).not.toMatch(/^\s*import\s/m);
    expect(preload).toContain('exposeInMainWorld("engineBridge"');
  });

  it('the renderer page carries the strict CSP and loads its script from the app itself', async () => {
    const html = await readFile(join(outDir, 'renderer', 'index.html'), 'utf8');
    expect(html).toContain("default-src 'none'");
    expect(html).toMatch(/<script type="module" crossorigin src="\.\/assets\/[^"]+\.js"><\/script>/);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });
});
