/**
 * Test-only stand-in for the 'electron' module where its binary is absent: records what the
 * main process and the preload ask of Electron and keeps the callbacks they register, so a test
 * can drive them.
 */
export const calls = [];
export const registered = {};
export const windows = [];
export const engines = [];
export const exposed = {};

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
      send: (channel, ...args) => calls.push(['webContents.send', channel, ...args]),
      loading: false,
      isLoading: () => this.webContents.loading,
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
    const child = {
      listeners: {},
      on: (event, listener) => (child.listeners[event] = listener),
      postMessage: (message, ports) => calls.push(['engine.postMessage', message, ports.length]),
      kill() {},
    };
    engines.push(child);
    return child;
  },
};
export const contextBridge = {
  exposeInMainWorld: (key, api) => (exposed[key] = api),
};
export const ipcRenderer = {
  on: (channel, listener) => (registered[`ipc:${channel}`] = listener),
};
