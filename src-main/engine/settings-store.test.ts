import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSettingsPatch, defaultSettings, SettingsStore } from './settings-store';

describe('settings store', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tj-settings-'));
    file = join(dir, 'nested', 'settings.json');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('starts on defaults and persists updates to the file', async () => {
    const store = SettingsStore.open({ file, defaults: defaultSettings(dir) });
    expect(store.get().embeddingBackend).toBe('use-lite-static');
    expect(store.get().modelsDir).toBe(join(dir, 'models'));
    await store.update({ embeddingBackend: 'transformers', transformersModel: 'org/model-1' });
    const reopened = SettingsStore.open({ file, defaults: defaultSettings(dir) });
    expect(reopened.get()).toMatchObject({ embeddingBackend: 'transformers', transformersModel: 'org/model-1' });
  });

  it('sets a corrupt file aside instead of overwriting it, and starts on defaults', async () => {
    const corrupt = join(dir, 'settings.json');
    await writeFile(corrupt, '{"embeddingBackend": "use-lite",');
    const store = SettingsStore.open({ file: corrupt, defaults: defaultSettings(dir) });
    expect(store.loadProblem).toMatch(/unusable/);
    expect(store.get()).toEqual(defaultSettings(dir));
    expect(await readFile(`${corrupt}.corrupt`, 'utf8')).toBe('{"embeddingBackend": "use-lite",');
  });

  it('treats a file with invalid values as corrupt too', async () => {
    const bad = join(dir, 'settings.json');
    await writeFile(bad, JSON.stringify({ embeddingBackend: 'gpt-9000' }));
    const store = SettingsStore.open({ file: bad, defaults: defaultSettings(dir) });
    expect(store.loadProblem).toMatch(/embeddingBackend must be one of use-lite-static, use-lite, transformers/);
    expect(store.get().embeddingBackend).toBe('use-lite-static');
  });

  it.each([
    [{ embeddingBackend: 'cloud' }, /embeddingBackend must be one of/],
    [{ transformersModel: '../../etc' }, /folder name inside modelsDir/],
    [{ transformersModel: 'a/../../b' }, /folder name inside modelsDir/],
    [{ transformersModel: '/abs' }, /folder name inside modelsDir/],
    [{ modelsDir: '   ' }, /modelsDir must not be empty/],
    [{ llmEndpoint: 'https://api.example.com/v1' }, /must point at this machine/],
    [{ llmEndpoint: 'file:///etc/passwd' }, /http\(s\) URL/],
    [{ llmEndpoint: 'not a url' }, /must be a URL/],
    [{ colour: 'blue' }, /unknown field\(s\): colour/],
    [[1, 2], /settings must be an object/],
    [null, /settings must be an object/],
  ])('rejects %j', (patch, message) => {
    expect(() => checkSettingsPatch(patch)).toThrow(message);
  });

  it('accepts loopback LLM endpoints and null', () => {
    expect(checkSettingsPatch({ llmEndpoint: 'http://127.0.0.1:8080/v1', llmModel: 'qwen' })).toEqual({
      llmEndpoint: 'http://127.0.0.1:8080/v1',
      llmModel: 'qwen',
    });
    expect(checkSettingsPatch({ llmEndpoint: null })).toEqual({ llmEndpoint: null });
  });
});
