import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ModelProgress } from '../../src-shared/contract/engine-api';
import { EngineError } from '../../src-shared/contract/engine-error';
import { createWsClient, type WebSocketFactory, type WsEngineClient } from '../../src-renderer/transport/ws-client';
import { TEST_MODELS_DIR } from '../engine/embedding/test-models-dir';
import { createEngine, type Engine } from '../engine/engine';
import { startWebHost, type WebHost } from './web-host';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request (fetch would normalise the path and forbid some headers). */
function raw(port: number, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: { host: `127.0.0.1:${port}`, ...init.headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

function wsUpgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('error', (err) => (String(err).includes('403') ? resolve(403) : reject(err)));
  });
}

describe('loopback web host', () => {
  let dir: string;
  let engine: Engine;
  let host: WebHost;
  let client: WsEngineClient;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tj-web-'));
    const site = join(dir, 'site');
    await mkdir(join(site, 'assets'), { recursive: true });
    await writeFile(join(site, 'index.html'), '<!doctype html><title>journal</title>');
    await writeFile(join(site, 'assets', 'app.js'), 'console.log("app")');
    await writeFile(join(site, 'assets', 'style.css'), 'body{}');
    await writeFile(join(dir, 'secret.txt'), 'TOP SECRET');
    engine = createEngine({ configDir: dir, settingsFile: join(dir, 'settings.json'), settings: { modelsDir: TEST_MODELS_DIR } });
    host = await startWebHost({ engine, staticDir: site });
    client = createWsClient({ url: `ws://127.0.0.1:${host.port}/engine`, WebSocket: WebSocket as unknown as WebSocketFactory });
  });
  afterAll(async () => {
    client.close();
    await host.close();
    await engine.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 only', async () => {
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/`);
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (external) {
      const attempt = new Promise((resolve) => {
        const req = request({ host: external.address, port: host.port, path: '/' }, () => resolve('connected'));
        req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code));
        req.end();
      });
      expect(await attempt).toBe('ECONNREFUSED');
    }
  });

  it('serves the renderer with the right MIME types and a strict CSP', async () => {
    const index = await raw(host.port, '/');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.body).toContain('<title>journal</title>');
    const csp = String(index.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    expect((await raw(host.port, '/assets/app.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await raw(host.port, '/assets/style.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await raw(host.port, '/assets/missing.js')).status).toBe(404);
  });

  it.each(['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets%2f..%2f..%2fsecret.txt', '/%00', '/..\\secret.txt', '/%E0%A4%A'])(
    'refuses traversal %s',
    async (path) => {
      const res = await raw(host.port, path);
      expect([400, 404]).toContain(res.status);
      expect(res.body).not.toContain('TOP SECRET');
    },
  );

  it('refuses foreign Origins and Hosts with 403, on HTTP and on the WebSocket upgrade', async () => {
    const call = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'settings.get', req: {} }) };
    expect((await raw(host.port, '/api/call', call)).status).toBe(200);
    expect((await raw(host.port, '/api/call', { ...call, headers: { ...call.headers, origin: `http://127.0.0.1:${host.port}` } })).status).toBe(200);
    expect((await raw(host.port, '/api/call', { ...call, headers: { ...call.headers, origin: 'https://evil.example' } })).status).toBe(403);
    expect((await raw(host.port, '/api/call', { ...call, headers: { ...call.headers, origin: `http://127.0.0.1:${host.port + 1}` } })).status).toBe(403);
    expect((await raw(host.port, '/', { headers: { host: `evil.example:${host.port}` } })).status).toBe(403);
    expect((await raw(host.port, '/api/call', { ...call, headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    const wsUrl = `ws://127.0.0.1:${host.port}/engine`;
    expect(await wsUpgradeStatus(wsUrl, { origin: 'https://evil.example' })).toBe(403);
    expect(await wsUpgradeStatus(wsUrl, { origin: 'null' })).toBe(403);
    expect(await wsUpgradeStatus(wsUrl, { origin: `http://localhost:${host.port}` })).toBe(101);
    expect(await wsUpgradeStatus(`ws://127.0.0.1:${host.port}/elsewhere`, {})).toBe(403);
  });

  it('answers calls over the WebSocket with a real engine, pushing model events', async () => {
    const progress: ModelProgress[] = [];
    const off = client.on('model.progress', (p) => progress.push(p));
    const settings = await client.call('settings.get', {});
    expect(settings.embeddingBackend).toBe('use-lite-static');
    const { vectors, dim } = await client.call('embedding.embed', { texts: ['I moved to London.', 'I relocated to London.'] });
    expect(dim).toBe(512);
    expect(vectors).toHaveLength(2);
    expect(progress.some((p) => p.state === 'loading')).toBe(true);
    expect(progress.at(-1)).toMatchObject({ state: 'ready', fraction: 1 });
    expect((await client.call('engine.status', {})).modelState).toBe('ready');
    off();
  });

  it('carries errors as typed EngineErrors with a clear message', async () => {
    const bad = client.call('embedding.embed', { texts: [42] } as never);
    await expect(bad).rejects.toBeInstanceOf(EngineError);
    await expect(bad).rejects.toMatchObject({ code: 'bad_request', message: 'texts[0] must be a string' });
    await expect(client.call('nope.nothing' as never, {} as never)).rejects.toMatchObject({ code: 'unknown_method' });
    const res = await raw(host.port, '/api/call', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"method":"time.find","req":{"text":"x"}}' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: { name: 'EngineError', code: 'bad_request', message: 'reference must be a finite number' } });
    expect((await raw(host.port, '/api/call', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' })).status).toBe(400);
  });

  it('answers malformed WebSocket frames with an error frame instead of hanging', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/engine`);
    await new Promise((open) => ws.once('open', open));
    const replies: unknown[] = [];
    ws.on('message', (data) => replies.push(JSON.parse(String(data))));
    ws.send('{not json');
    ws.send(JSON.stringify({ type: 'call', method: 'settings.get' }));
    ws.send(JSON.stringify({ type: 'call', id: 7, method: 'settings.get', req: { extra: 1 } }));
    await expect.poll(() => replies.length).toBe(3);
    ws.close();
    expect(replies).toContainEqual({ type: 'error', id: null, error: { name: 'EngineError', code: 'bad_request', message: 'frame is not valid JSON' } });
    expect(replies).toContainEqual(expect.objectContaining({ type: 'error', id: 7, error: expect.objectContaining({ message: 'settings.get request has unknown field(s): extra' }) }));
  });
});
