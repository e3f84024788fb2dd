import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { EngineError } from '../../src-shared/contract/engine-error';
import { HTTP_CALL_PATH, MAX_FRAME_BYTES, WS_PATH, type EventFrame, type ServerFrame } from '../../src-shared/contract/wire-protocol';
import { dispatch } from '../engine/dispatch';
import type { Engine } from '../engine/engine';
import { answerCallFrame, decodeFrame } from './call-frames';
import { contentSecurityPolicy } from './content-security-policy';
import { isAllowedOrigin, isLoopbackHost } from './loopback-origin';
import { resolveStaticPath, sendStaticFile } from './static-files';

export const LOOPBACK_ADDRESS = '127.0.0.1';

export interface WebHostOptions {
  engine: Pick<Engine, 'handlers' | 'events'>;
  /** The built renderer (index.html and assets). */
  staticDir: string;
  /** 0 (default) picks a free port. */
  port?: number;
}

export interface WebHost {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The web mode's local server: the built renderer over HTTP and the engine over a WebSocket
 * (plus a one-shot HTTP call endpoint for scripts), on 127.0.0.1 only. Requests naming another
 * Host or coming from another Origin are refused with 403.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const { engine, staticDir } = options;
  let port = 0;
  const securityHeaders = () => ({
    'Content-Security-Policy': contentSecurityPolicy([`ws://127.0.0.1:${port}`, `ws://localhost:${port}`]),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  });
  const refuse = (res: ServerResponse, status: number, message: string) => {
    res.writeHead(status, { ...securityHeaders(), 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`${message}\n`);
  };
  const sendJson = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { ...securityHeaders(), 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  async function handleCall(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // A JSON content type makes any cross-site attempt a CORS preflight, which gets no CORS headers back.
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return refuse(res, 415, 'Content-Type must be application/json');
    let size = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_FRAME_BYTES) return sendJson(res, 413, { error: new EngineError('bad_request', 'request body too large').toJSON() });
      chunks.push(chunk);
    }
    const decoded = decodeFrame(Buffer.concat(chunks).toString('utf8'));
    if ('error' in decoded) return sendJson(res, 400, { error: decoded.error.error });
    const body = (typeof decoded.frame === 'object' && decoded.frame !== null ? decoded.frame : {}) as Record<string, unknown>;
    try {
      sendJson(res, 200, { result: await dispatch(engine.handlers, body.method, body.req) });
    } catch (err) {
      const error = EngineError.from(err);
      sendJson(res, error.code === 'internal' ? 500 : 400, { error: error.toJSON() });
    }
  }

  async function handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!isLoopbackHost(req.headers.host, port)) return refuse(res, 403, 'Forbidden: unknown Host');
    if (!isAllowedOrigin(req.headers.origin, port)) return refuse(res, 403, 'Forbidden: foreign Origin');
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === HTTP_CALL_PATH) {
      if (req.method !== 'POST') return refuse(res, 405, 'Use POST');
      return handleCall(req, res);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'Method not allowed');
    const file = resolveStaticPath(staticDir, path);
    if (file === null) return refuse(res, 400, 'Bad path');
    if (!(await sendStaticFile(res, file, securityHeaders()))) refuse(res, 404, 'Not found');
  }

  const server = createServer((req, res) => {
    handleHttp(req, res).catch((err: unknown) => {
      console.error('web host request failed:', err);
      if (!res.headersSent) refuse(res, 500, 'Internal error');
      else res.destroy();
    });
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== WS_PATH || !isLoopbackHost(req.headers.host, port) || !isAllowedOrigin(req.headers.origin, port)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const send = (ws: WebSocket, frame: ServerFrame) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  };
  wss.on('connection', (ws: WebSocket) => {
    ws.on('message', (data, isBinary) => {
      const decoded = isBinary ? null : decodeFrame(data.toString());
      if (decoded === null) return send(ws, { type: 'error', id: null, error: new EngineError('bad_request', 'binary frames are not supported').toJSON() });
      if ('error' in decoded) return send(ws, decoded.error);
      void answerCallFrame(engine.handlers, decoded.frame).then((frame) => send(ws, frame));
    });
  });
  const offEvents = engine.events.onAny((event, payload) => {
    const frame: EventFrame = { type: 'event', event, payload };
    for (const ws of wss.clients) send(ws, frame);
  });

  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, LOOPBACK_ADDRESS, () => {
      server.off('error', fail);
      ready();
    });
  });
  port = (server.address() as AddressInfo).port;

  return {
    url: `http://${LOOPBACK_ADDRESS}:${port}/`,
    port,
    async close() {
      offEvents();
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((done) => wss.close(() => done()));
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
