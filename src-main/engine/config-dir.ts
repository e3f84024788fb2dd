import { homedir } from 'node:os';
import { join } from 'node:path';

const APP_DIR = 'temporal-journal';

/** The per-user config folder (settings.json, models/), following XDG on Linux and the usual places elsewhere. */
export function defaultConfigDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.TEMPORAL_JOURNAL_CONFIG_DIR) return env.TEMPORAL_JOURNAL_CONFIG_DIR;
  if (platform === 'win32' && env.APPDATA) return join(env.APPDATA, APP_DIR);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', APP_DIR);
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), APP_DIR);
}
