import { copyFileSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { EmbeddingBackendName, EngineSettings } from '../../src-shared/contract/engine-api';
import { badRequest, expectOneOf, expectOnlyKeys, expectRecord, expectString } from './request-checks';

export const EMBEDDING_BACKENDS: readonly EmbeddingBackendName[] = ['use-lite-static', 'use-lite', 'transformers'];
const SETTINGS_KEYS: readonly (keyof EngineSettings)[] = ['embeddingBackend', 'modelsDir', 'transformersModel', 'llmEndpoint', 'llmModel'];
const MAX_PATH = 4096;
/** A model folder name inside modelsDir: "name" or "org/name", never escaping the folder. */
const MODEL_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)?$/;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function defaultSettings(configDir: string): EngineSettings {
  return {
    embeddingBackend: 'use-lite-static',
    modelsDir: join(configDir, 'models'),
    transformersModel: 'all-MiniLM-L6-v2',
    llmEndpoint: null,
    llmModel: null,
  };
}

/** Validate a settings patch from outside (request or file); throws a bad_request EngineError naming the field. */
export function checkSettingsPatch(value: unknown): Partial<EngineSettings> {
  const record = expectRecord(value, 'settings');
  expectOnlyKeys(record, SETTINGS_KEYS, 'settings');
  const patch: Partial<EngineSettings> = {};
  if ('embeddingBackend' in record) patch.embeddingBackend = expectOneOf(record.embeddingBackend, EMBEDDING_BACKENDS, 'embeddingBackend');
  if ('modelsDir' in record) {
    patch.modelsDir = expectString(record.modelsDir, 'modelsDir', MAX_PATH);
    if (patch.modelsDir.trim() === '') throw badRequest('modelsDir must not be empty');
  }
  if ('transformersModel' in record) {
    const name = expectString(record.transformersModel, 'transformersModel', 200);
    if (!MODEL_NAME.test(name) || name.split('/').includes('..')) {
      throw badRequest('transformersModel must be a folder name inside modelsDir (letters, digits, "._-", optionally "org/name")');
    }
    patch.transformersModel = name;
  }
  if ('llmEndpoint' in record) patch.llmEndpoint = record.llmEndpoint === null ? null : checkLoopbackUrl(record.llmEndpoint);
  if ('llmModel' in record) patch.llmModel = record.llmModel === null ? null : expectString(record.llmModel, 'llmModel', 200);
  return patch;
}

/** The app never talks to the network: a local LLM endpoint must be on this machine. */
function checkLoopbackUrl(value: unknown): string {
  const text = expectString(value, 'llmEndpoint', 2048);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest('llmEndpoint must be a URL such as http://127.0.0.1:8080/v1');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('llmEndpoint must be an http(s) URL');
  if (!LOOPBACK_HOSTS.has(url.hostname)) throw badRequest('llmEndpoint must point at this machine (127.0.0.1, localhost or [::1])');
  return text;
}

/**
 * Settings kept in a JSON file (or only in memory when no file is given). Writes are atomic
 * (temp file + rename). A corrupt file is set aside as `<file>.corrupt` rather than overwritten,
 * and the engine starts on defaults.
 */
export class SettingsStore {
  private current: EngineSettings;
  /** Why the file could not be used, if it could not. */
  loadProblem: string | null = null;

  private constructor(
    private readonly file: string | undefined,
    initial: EngineSettings,
  ) {
    this.current = initial;
  }

  /** Reads the file synchronously (it is small) so the engine is usable as soon as it is created. */
  static open(options: { file?: string; defaults: EngineSettings; overrides?: Partial<EngineSettings> }): SettingsStore {
    const store = new SettingsStore(options.file, { ...options.defaults });
    if (options.file) store.loadFile(options.file);
    if (options.overrides) store.current = { ...store.current, ...checkSettingsPatch(options.overrides) };
    return store;
  }

  get(): EngineSettings {
    return { ...this.current };
  }

  async update(patch: Partial<EngineSettings>): Promise<EngineSettings> {
    const next = { ...this.current, ...patch };
    if (this.file) await writeAtomically(this.file, `${JSON.stringify(next, null, 2)}\n`);
    this.current = next;
    return this.get();
  }

  private loadFile(file: string): void {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    try {
      this.current = { ...this.current, ...checkSettingsPatch(JSON.parse(text)) };
    } catch (err) {
      this.loadProblem = `settings file ${file} is unusable (${(err as Error).message}); kept as ${file}.corrupt, using defaults`;
      copyFileSync(file, `${file}.corrupt`);
    }
  }
}

async function writeAtomically(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, text, 'utf8');
  await rename(temp, file);
}
