/** Path of the installed Electron binary, or null with the reason (see electron-binary.mjs). */
export function findElectronBinary(from?: string): { path: string; reason: null } | { path: null; reason: string };
