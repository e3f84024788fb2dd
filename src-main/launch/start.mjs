import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { findElectronBinary } from './electron-binary.mjs';

/**
 * `npm start`: the Electron app where its binary is installed; otherwise a one-line reason and
 * the web mode, opening the default browser when the machine has one.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const bin = (pkg, file) => join(dirname(require.resolve(`${pkg}/package.json`)), file);

function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return child;
}

function openBrowser(url) {
  const [command, args] =
    process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '', url]] : ['xdg-open', [url]];
  const opener = spawn(command, args, { stdio: 'ignore', detached: true });
  opener.on('error', () => console.error(`Open ${url} in your browser.`));
  opener.on('exit', (code) => code !== 0 && console.error(`Could not open a browser; open ${url} yourself.`));
  opener.unref();
}

const electron = findElectronBinary();
if (electron.path) {
  const built = spawn(process.execPath, [bin('electron-vite', 'bin/electron-vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  built.on('exit', (code) => {
    if (code !== 0) process.exit(code ?? 1);
    // Chromium refuses to run as root with its sandbox; that is a root-only escape hatch.
    const args = process.getuid?.() === 0 ? ['.', '--no-sandbox'] : ['.'];
    run(electron.path, args).on('exit', (c) => process.exit(c ?? 0));
  });
} else {
  console.error(`Electron is not available here (${electron.reason}; \`npx install-electron\` fetches it); starting the web mode instead.`);
  const web = run(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'src-main/launch/web.ts', ...process.argv.slice(2)], {
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  createInterface({ input: web.stdout }).on('line', (line) => {
    console.log(line);
    if (/^http:\/\/127\.0\.0\.1:\d+\/$/.test(line)) openBrowser(line);
  });
  web.on('exit', (code) => process.exit(code ?? 0));
}
