/**
 * Test-only stand-in for the 'electron' module where its binary is absent: records what the
 * main process asks of Electron and keeps the callbacks it registers, so a test can drive them.
 */
export const calls = [];
export const registered = {};
export const windows = [];

export const app = {
  enableSandbox: () => calls.push('app.enableSandbox'),
  on: (event, callback) => (registered[`app:${event}`] = callback),
  whenReady: () => Promise.resolve(),
  getPath: (name) => `/fake/${name}`,
  quit: () => calls.push('app.quit'),
};
export const protocol = {
  registerSchemesAsPrivileged: (schemes) => calls.push(['protocol.registerSchemesAsPrivileged', schemes]),
  handle: (scheme, handler) => (registered[`protocol:${scheme}`] = handler),
};
export const session = {
  defaultSession: {
    setPermissionRequestHandler: (handler) => (registered.permission = handler),
    webRequest: { onBeforeRequest: (handler) => (registered.beforeRequest = handler) },
  },
};
export class BrowserWindow {
  static getAllWindows = () => windows;
  constructor(options) {
    this.options = options;
    this.events = {};
    this.webContents = {
      setWindowOpenHandler: (handler) => (this.openHandler = handler),
      on: (event, callback) => (this.events[event] = callback),
      postMessage: (channel, message, ports) => calls.push(['webContents.postMessage', channel, ports.length]),
    };
    windows.push(this);
  }
  once(event, callback) {
    this.events[`once:${event}`] = callback;
  }
  show() {}
  async loadURL(url) {
    calls.push(['loadURL', url]);
    this.events['did-finish-load']?.();
  }
}
export class MessageChannelMain {
  port1 = { name: 'port1' };
  port2 = { name: 'port2' };
}
export const utilityProcess = {
  fork: (modulePath, args, options) => {
    calls.push(['utilityProcess.fork', modulePath, args, options]);
    return { on() {}, postMessage: (message, ports) => calls.push(['engine.postMessage', message, ports.length]), kill() {} };
  },
};
