import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

export function mimeType(file: string): string {
  return MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Map a request path to a file inside `root`, or null when it is malformed or would leave the
 * folder (`..`, encoded separators, NUL bytes, absolute paths). "/" serves index.html.
 */
export function resolveStaticPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').some((segment) => segment === '..')) return null;
  const base = resolve(root);
  const full = resolve(base, `.${decoded.endsWith('/') ? `${decoded}index.html` : decoded}`);
  return full.startsWith(base + sep) ? full : null;
}

/** Stream a file with its MIME type; false when there is no such regular file. */
export async function sendStaticFile(res: ServerResponse, file: string, headers: Record<string, string>): Promise<boolean> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  res.writeHead(200, {
    ...headers,
    'Content-Type': mimeType(file),
    'Content-Length': String(info.size),
    'Cache-Control': file.endsWith('.html') ? 'no-store' : 'no-cache',
  });
  await new Promise<void>((done, fail) => createReadStream(file).on('error', fail).on('end', done).pipe(res));
  return true;
}
