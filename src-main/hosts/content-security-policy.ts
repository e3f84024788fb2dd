/**
 * The renderer's Content-Security-Policy: only its own scripts and styles, no inline script,
 * no eval, no frames, no plugins, and network access only to its own origin (plus the engine's
 * WebSocket in web mode). Sent as a header by the web host and by Electron's session.
 */
export function contentSecurityPolicy(connectSrc: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${connectSrc.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
