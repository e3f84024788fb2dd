import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { EngineError } from '../../src-shared/contract/engine-error';
import { createWsClient, type WebSocketFactory, type WsEngineClient } from './ws-client';

const WS = WebSocket as unknown as WebSocketFactory;

/** A real WebSocket server on loopback whose behaviour each test scripts. */
async function server(onFrame: (frame: Record<string, unknown>, ws: WebSocket) => void, port = 0): Promise<WebSocketServer> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port });
  await new Promise((ready) => wss.once('listening', ready));
  wss.on('connection', (ws) => ws.on('message', (data) => onFrame(JSON.parse(String(data)) as Record<string, unknown>, ws)));
  return wss;
}
const portOf = (wss: WebSocketServer) => (wss.address() as AddressInfo).port;
const closeServer = (wss: WebSocketServer) =>
  new Promise<void>((done) => {
    for (const c of wss.clients) c.terminate();
    wss.close(() => done());
  });

const echoSettings = (frame: Record<string, unknown>, ws: WebSocket) =>
  ws.send(JSON.stringify({ type: 'result', id: frame.id, result: { echoed: frame.method } }));

describe('WebSocket engine client', () => {
  const cleanup: (() => unknown)[] = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0)) await fn();
  });
  const client = (url: string, timeoutMs = 5_000): WsEngineClient => {
    const c = createWsClient({ url, WebSocket: WS, timeoutMs, minReconnectMs: 20, maxReconnectMs: 100 });
    cleanup.push(() => c.close());
    return c;
  };

  it('matches results to calls by id, even when answered out of order', async () => {
    const held: [Record<string, unknown>, WebSocket][] = [];
    const wss = await server((frame, ws) => {
      held.push([frame, ws]);
      if (held.length === 2) for (const [f, w] of held.reverse()) echoSettings(f, w);
    });
    cleanup.push(() => closeServer(wss));
    const c = client(`ws://127.0.0.1:${portOf(wss)}`);
    const [a, b] = await Promise.all([c.call('settings.get', {}), c.call('engine.status', {})]);
    expect(a).toEqual({ echoed: 'settings.get' });
    expect(b).toEqual({ echoed: 'engine.status' });
  });

  it('turns error frames into EngineErrors and delivers events to listeners', async () => {
    const wss = await server((frame, ws) => {
      ws.send(JSON.stringify({ type: 'event', event: 'model.progress', payload: { fraction: 0.5 } }));
      ws.send(JSON.stringify({ type: 'error', id: frame.id, error: { name: 'EngineError', code: 'bad_request', message: 'texts must be an array' } }));
    });
    cleanup.push(() => closeServer(wss));
    const c = client(`ws://127.0.0.1:${portOf(wss)}`);
    const seen: unknown[] = [];
    c.on('model.progress', (p) => seen.push(p));
    const err = await c.call('embedding.embed', { texts: [] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ code: 'bad_request', message: 'texts must be an array' });
    expect(seen).toEqual([{ fraction: 0.5 }]);
  });

  it('times out a call the engine never answers', async () => {
    const wss = await server(() => undefined);
    cleanup.push(() => closeServer(wss));
    const c = client(`ws://127.0.0.1:${portOf(wss)}`, 200);
    await expect(c.call('settings.get', {})).rejects.toMatchObject({ code: 'unavailable', message: expect.stringMatching(/timed out/) });
  });

  it('fails calls in flight when the connection drops, then reconnects for new calls', async () => {
    let drop = true;
    const wss = await server((frame, ws) => {
      if (drop) {
        drop = false;
        ws.terminate();
      } else echoSettings(frame, ws);
    });
    cleanup.push(() => closeServer(wss));
    const c = client(`ws://127.0.0.1:${portOf(wss)}`);
    await expect(c.call('settings.get', {})).rejects.toMatchObject({ code: 'unavailable', message: expect.stringMatching(/lost/) });
    expect(await c.call('settings.get', {})).toEqual({ echoed: 'settings.get' });
  });

  it('queues calls made before the server is up and sends them once it is', async () => {
    const probe = await server(() => undefined);
    const port = portOf(probe);
    await closeServer(probe);
    const c = client(`ws://127.0.0.1:${port}`);
    const pending = c.call('settings.get', {});
    await new Promise((r) => setTimeout(r, 150));
    const wss = await server(echoSettings, port);
    cleanup.push(() => closeServer(wss));
    expect(await pending).toEqual({ echoed: 'settings.get' });
    expect(c.connected).toBe(true);
  });

  it('refuses an oversized request locally with a clear error, without sending it', async () => {
    let received = 0;
    const wss = await server((frame, ws) => {
      received++;
      echoSettings(frame, ws);
    });
    cleanup.push(() => closeServer(wss));
    const c = client(`ws://127.0.0.1:${portOf(wss)}`);
    const huge = 'é'.repeat(33 * 1024 * 1024);
    await expect(c.call('embedding.embed', { texts: [huge] })).rejects.toMatchObject({ code: 'bad_request', message: /too large/ });
    expect(await c.call('settings.get', {})).toEqual({ echoed: 'settings.get' });
    expect(received).toBe(1);
  });

  it('ignores garbage frames and rejects everything after close', async () => {
    const wss = await server((frame, ws) => {
      ws.send('not json');
      ws.send(JSON.stringify({ type: 'mystery' }));
      echoSettings(frame, ws);
    });
    cleanup.push(() => closeServer(wss));
    const c = client(`ws://127.0.0.1:${portOf(wss)}`);
    expect(await c.call('settings.get', {})).toEqual({ echoed: 'settings.get' });
    c.close();
    await expect(c.call('settings.get', {})).rejects.toMatchObject({ code: 'unavailable' });
  });
});
