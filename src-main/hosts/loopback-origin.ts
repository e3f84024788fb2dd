/** The names this machine's loopback host answers to; anything else is another site or a DNS rebinding attempt. */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost'] as const;

/** `Host` header check: only our own loopback name and port. */
export function isLoopbackHost(host: string | undefined, port: number): boolean {
  return host !== undefined && LOOPBACK_NAMES.some((name) => host === `${name}:${port}`);
}

/**
 * `Origin` header check for calls and WebSocket upgrades. Browsers always send Origin on
 * those, so a page from any other site is refused; a missing Origin means a non-browser
 * local process, which is allowed.
 */
export function isAllowedOrigin(origin: string | undefined, port: number): boolean {
  if (origin === undefined) return true;
  return LOOPBACK_NAMES.some((name) => origin === `http://${name}:${port}`);
}
