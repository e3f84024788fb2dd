import { app, BrowserWindow, MessageChannelMain, protocol, session, utilityProcess, type UtilityProcess } from 'electron';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ENGINE_EXIT_CHANNEL, ENGINE_PORT_CHANNEL } from '../../src-shared/contract/wire-protocol';
import { contentSecurityPolicy } from '../hosts/content-security-policy';
import { mimeType, resolveStaticPath } from '../hosts/static-files';

/**
 * Electron main process: kept thin. It serves the built renderer on a private `app://` scheme
 * with a strict CSP, locks the window down (no Node, sandbox, no navigation, no new windows,
 * no remote requests, no permissions), and connects each window straight to the engine's
 * utility process with a MessagePort. If the engine exits, loaded windows are told so; the next
 * page load (a reload or a new window) starts a new engine.
 */
const SCHEME = 'app';
const APP_ORIGIN = `${SCHEME}://journal`;
const rendererDir = join(import.meta.dirname, '../renderer');

app.enableSandbox();
protocol.registerSchemesAsPrivileged([{ scheme: SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

let engineProcess: UtilityProcess | null = null;

function startEngine(): UtilityProcess {
  const child = utilityProcess.fork(join(import.meta.dirname, 'engine-process.js'), [`--config-dir=${app.getPath('userData')}`], {
    serviceName: 'temporal-journal-engine',
    stdio: 'inherit',
  });
  child.on('exit', (code) => {
    console.error(`engine process exited (${code})`);
    engineProcess = null;
    // Pages connected to it fail their calls now rather than at their timeout. A page still
    // loading is not told: it gets its port, to a fresh engine, once it has loaded.
    for (const win of BrowserWindow.getAllWindows()) {
      if (!win.webContents.isLoading()) win.webContents.send(ENGINE_EXIT_CHANNEL, code);
    }
  });
  return child;
}

function connectWindowToEngine(win: BrowserWindow): void {
  engineProcess ??= startEngine();
  const { port1, port2 } = new MessageChannelMain();
  engineProcess.postMessage({ type: 'connect' }, [port1]);
  win.webContents.postMessage(ENGINE_PORT_CHANNEL, null, [port2]);
}

/** Files are read directly (not via net.fetch, which the session's request filter would cancel). */
function serveRenderer(): void {
  protocol.handle(SCHEME, async (request) => {
    const file = resolveStaticPath(rendererDir, new URL(request.url).pathname);
    if (!file) return new Response('Bad path', { status: 400 });
    const body = await readFile(file).catch(() => null);
    if (!body) return new Response('Not found', { status: 404 });
    return new Response(body, {
      headers: {
        'Content-Type': mimeType(file),
        'Content-Security-Policy': contentSecurityPolicy(),
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}

function lockDownSession(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  // No remote content: the page may load only its own files (and devtools its own).
  const allowedPrefixes = [`${APP_ORIGIN}/`, 'devtools://', 'data:', 'blob:'];
  ses.webRequest.onBeforeRequest((details, callback) => {
    callback({ cancel: !allowedPrefixes.some((prefix) => details.url.startsWith(prefix)) });
  });
}

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1200,
    height: 820,
    show: false,
    title: 'Temporal Journal',
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  win.webContents.on('will-navigate', (event, url) => {
    if (!url.startsWith(`${APP_ORIGIN}/`)) event.preventDefault();
  });
  win.webContents.on('will-redirect', (event) => event.preventDefault());
  win.webContents.on('will-attach-webview', (event) => event.preventDefault());
  win.once('ready-to-show', () => win.show());
  // Reloads get a fresh page and need a fresh port.
  win.webContents.on('did-finish-load', () => connectWindowToEngine(win));
  void win.loadURL(`${APP_ORIGIN}/index.html`);
  return win;
}

app.on('web-contents-created', (_event, contents) => {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
});

void app.whenReady().then(() => {
  serveRenderer();
  lockDownSession();
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
app.on('will-quit', () => engineProcess?.kill());
