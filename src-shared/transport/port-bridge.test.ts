import { describe, expect, it } from 'vitest';
import { EngineError } from '../contract/engine-error';
import { createPortBridge, type BrowserPortLike } from './port-bridge';

/** A port that keeps what is posted; the engine behind it never answers. */
function fakePort() {
  const posted: unknown[] = [];
  const port: BrowserPortLike = { addEventListener: () => undefined, postMessage: (frame) => posted.push(frame), start: () => undefined };
  return { port, posted };
}

describe('a port bridge whose engine died', () => {
  it('fails queued and later calls with the first reason, and sends none of them', async () => {
    const { bridge, attach, fail } = createPortBridge();
    const queued = bridge.call('settings.get', {});
    const { port, posted } = fakePort();
    const dead = { ok: false, error: { name: 'EngineError', code: 'unavailable', message: 'engine died' } };
    fail(new EngineError('unavailable', 'engine died'));
    attach(port);
    expect(posted).toEqual([]);
    expect(await queued).toEqual(dead);
    fail(new EngineError('unavailable', 'engine exited'));
    expect(await bridge.call('engine.status', {})).toEqual(dead);
    expect(posted).toEqual([]);
  });

  it('fails a call in flight at once, without waiting for its timeout', async () => {
    const { bridge, attach, fail } = createPortBridge(60_000);
    const { port, posted } = fakePort();
    attach(port);
    const inFlight = bridge.call('analysis.analyze', { messages: [] });
    expect(posted).toHaveLength(1);
    fail(new EngineError('unavailable', 'engine died'));
    expect(await inFlight).toMatchObject({ ok: false, error: { code: 'unavailable', message: 'engine died' } });
  });
});
