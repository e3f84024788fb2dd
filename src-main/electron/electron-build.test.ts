import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileFunction } from 'node:vm';
import { MessageChannel } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGINE_EXIT_CHANNEL, ENGINE_PORT_CHANNEL, type EngineBridge } from '../../src-shared/contract/wire-protocol';

/**
 * `npm run build` output, checked without the Electron binary: the bundled engine process runs
 * under plain Node (given the one Electron API it uses, `process.parentPort`, at the boundary)
 * and answers calls over a MessagePort; the preload is one CommonJS file needing only 'electron'.
 */
const root = join(import.meta.dirname, '../..');
const outDir = join(root, 'out', `.build-test-${process.pid}`);
const fakeUrl = pathToFileURL(join(import.meta.dirname, 'electron-api-fake.mjs')).href;

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

/** Starts the built main process against the recording fake of the 'electron' module; a script goes on to drive it. */
const MAIN_PRELUDE = `
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`
  export async function resolve(spec, ctx, next) {
    return spec === 'electron' ? { url: \${JSON.stringify(process.env.ELECTRON_FAKE_URL)}, shortCircuit: true } : next(spec, ctx);
  }\`));
const fake = await import(process.env.ELECTRON_FAKE_URL);
await import(process.env.MAIN_URL);
await new Promise((r) => setTimeout(r, 100));
const win = fake.windows[0];
`;

const LOCKDOWN_CHILD = `${MAIN_PRELUDE}
const navigate = (url) => { let blocked = false; win.events['will-navigate']({ preventDefault: () => (blocked = true) }, url); return blocked; };
const request = (url) => new Promise((r) => fake.registered.beforeRequest({ url }, ({ cancel }) => r(cancel)));
const serve = async (path) => { const res = await fake.registered['protocol:app'](new Request('http://journal' + path)); return { status: res.status, type: res.headers.get('content-type'), csp: res.headers.get('content-security-policy') }; };
const permission = await new Promise((r) => fake.registered.permission(null, 'media', r));
console.log(JSON.stringify({
  calls: fake.calls,
  webPreferences: win.options.webPreferences,
  windowOpen: win.openHandler({ url: 'https://example.com/' }),
  blocksExternalNavigation: navigate('https://example.com/'),
  blocksInternalNavigation: navigate('app://journal/index.html'),
  cancels: { remote: await request('https://cdn.example.com/x.js'), loopback: await request('http://127.0.0.1:8080/'), app: await request('app://journal/assets/a.js') },
  permission,
  index: await serve('/index.html'),
  missing: await serve('/nope.js'),
}));
process.exit(0);
`;

/** The engine exits under a loaded page, the page reloads, then the new engine exits while the page is reloading again. */
const ENGINE_EXIT_CHILD = `${MAIN_PRELUDE}
const step = (act) => { const from = fake.calls.length; act(); return fake.calls.slice(from); };
console.log(JSON.stringify([
  step(() => fake.engines[0].listeners.exit(3)),
  step(() => win.events['did-finish-load']()),
  step(() => { win.webContents.loading = true; fake.engines[1].listeners.exit(4); }),
]));
process.exit(0);
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
      env: { ...process.env, ENGINE_PROCESS_URL: pathToFileURL(join(outDir, 'main', 'engine-process.js')).href },
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

  /** Runs the built main process with a driving script; returns what the script printed last. */
  function runMain(script: string) {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, ELECTRON_FAKE_URL: fakeUrl, MAIN_URL: pathToFileURL(join(outDir, 'main', 'index.js')).href },
    });
    expect(child.status, child.stderr).toBe(0);
    return JSON.parse(child.stdout.trim().split('\n').at(-1)!);
  }

  it('the main process locks the window down, serves the app with its CSP, and connects it to the engine', () => {
    const seen = runMain(LOCKDOWN_CHILD);
    expect(seen.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webviewTag: false });
    expect(seen.webPreferences.preload).toMatch(/preload[\\/]preload\.cjs$/);
    expect(seen.calls).toContain('app.enableSandbox');
    expect(seen.windowOpen).toEqual({ action: 'deny' });
    expect(seen.blocksExternalNavigation).toBe(true);
    expect(seen.blocksInternalNavigation).toBe(false);
    expect(seen.cancels).toEqual({ remote: true, loopback: true, app: false });
    expect(seen.permission).toBe(false);
    expect(seen.index).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(seen.index.csp).toContain("default-src 'none'");
    expect(seen.missing.status).toBe(404);
    const fork = seen.calls.find((c: unknown) => Array.isArray(c) && c[0] === 'utilityProcess.fork');
    expect(fork[1]).toMatch(/engine-process\.js$/);
    expect(seen.calls).toContainEqual(['engine.postMessage', { type: 'connect' }, 1]);
    expect(seen.calls).toContainEqual(['webContents.postMessage', 'engine-port', 1]);
  });

  it('the main process tells a loaded page that the engine exited, and a reload gets a new engine', () => {
    const [exited, reloaded, exitedWhileLoading] = runMain(ENGINE_EXIT_CHILD);
    expect(exited).toEqual([['webContents.send', ENGINE_EXIT_CHANNEL, 3]]);
    expect(reloaded).toContainEqual(['utilityProcess.fork', expect.stringMatching(/engine-process\.js$/), expect.anything(), expect.anything()]);
    expect(reloaded).toContainEqual(['engine.postMessage', { type: 'connect' }, 1]);
    expect(reloaded).toContainEqual(['webContents.postMessage', ENGINE_PORT_CHANNEL, 1]);
    // The reloading page will be handed a port to a fresh engine, so it must not be failed.
    expect(exitedWhileLoading).toEqual([]);
  });

  it('the preload is a single CommonJS file that needs nothing but electron', async () => {
    const preload = await readFile(join(outDir, 'preload', 'preload.cjs'), 'utf8');
    const required = [...preload.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]);
    expect([...new Set(required)]).toEqual(['electron']);
    expect(preload).not.toMatch(/^\s*import\s/m);
    expect(preload).toContain('exposeInMainWorld("engineBridge"');
  });

  it('the preload fails the call in flight and every later one once the main process says the engine exited', async () => {
    const fake = (await import(fakeUrl)) as { exposed: Record<string, unknown>; registered: Record<string, (event: unknown, ...args: unknown[]) => void> };
    const preload = await readFile(join(outDir, 'preload', 'preload.cjs'), 'utf8');
    compileFunction(preload, ['require'])((id: string) => (id === 'electron' ? fake : undefined));
    expect(Object.keys(fake.exposed)).toEqual(['engineBridge']);
    const bridge = fake.exposed.engineBridge as EngineBridge;

    // An engine end that receives calls and never answers them.
    const { port1, port2 } = new MessageChannel();
    const received: unknown[] = [];
    port2.on('message', (frame) => received.push(frame));
    fake.registered[`ipc:${ENGINE_PORT_CHANNEL}`]!({ ports: [port1] });
    const inFlight = bridge.call('settings.get', {});
    await vi.waitFor(() => expect(received).toHaveLength(1));

    fake.registered[`ipc:${ENGINE_EXIT_CHANNEL}`]!({}, 3);
    const stopped = { ok: false, error: { name: 'EngineError', code: 'unavailable', message: 'The engine process stopped (exit code 3). Reload the window or restart the app.' } };
    expect(await inFlight).toEqual(stopped);
    expect(await bridge.call('engine.status', {})).toEqual(stopped);
    expect(received).toHaveLength(1);
    port1.close();
    // Short, so a preload that ignores the notice fails here instead of waiting out the call timeout.
  }, 5_000);

  it('the renderer page carries the strict CSP and loads its script from the app itself', async () => {
    const html = await readFile(join(outDir, 'renderer', 'index.html'), 'utf8');
    expect(html).toContain("default-src 'none'");
    expect(html).toMatch(/<script type="module" crossorigin src="\.\/assets\/[^"]+\.js"><\/script>/);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });
});
