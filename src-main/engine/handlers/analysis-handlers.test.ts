import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineClient, MessageInput } from '../../../src-shared/contract/engine-api';
import { parseWallTime } from '../../../src-shared/domain/wall-time';
import { TEST_MODELS_DIR } from '../embedding/test-models-dir';
import { createEngine, type Engine } from '../engine';
import { createInProcessClient } from '../in-process-client';

/** A stand-in for the user's local OpenAI-compatible server (a true boundary) that counts its calls. */
let calls = 0;
let server: Server;
let endpoint = '';
let dir = '';
let engine: Engine;
let client: EngineClient;

beforeAll(async () => {
  server = createServer((req, res) => {
    calls += 1;
    req.resume();
    req.on('end', () => {
      const content = '[{"text":"Dana adopted a cat","subject":"Dana","relation":"adopted","object":"a cat","object_is_entity":false,"kind":"event","negated":false,"time_text":"yesterday"}]';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'tj-analysis-'));
  engine = createEngine({ configDir: dir, settingsFile: join(dir, 'settings.json'), settings: { modelsDir: TEST_MODELS_DIR } });
  client = createInProcessClient(engine);
});
afterAll(async () => {
  await engine.dispose();
  await rm(dir, { recursive: true, force: true });
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const message: MessageInput = { id: 'm1', conversation: 'c', speaker: 'Dana', text: 'I adopted a cat yesterday.', role: 'entry', time: parseWallTime('2024-03-10T09:00:00') };

describe("'analysis.analyze' and the optional local LLM extractor", () => {
  it('uses the rules alone by default, and the local endpoint once the settings name one', async () => {
    const byRules = await client.call('analysis.analyze', { messages: [message] });
    expect(calls).toBe(0);
    expect(byRules[0]!.facts.every((f) => f.attributes.extractor !== 'llm')).toBe(true);

    await client.call('settings.update', { llmEndpoint: endpoint, llmModel: 'tiny' });
    const byLlm = await client.call('analysis.analyze', { messages: [message] });
    expect(calls).toBe(1);
    expect(byLlm[0]!.facts.map((f) => f.attributes.extractor)).toEqual(['llm']);
    expect(byLlm[0]!.facts[0]!.text).toMatch(/9 March 2024/);

    await client.call('settings.update', { llmEndpoint: null, llmModel: null });
    await client.call('analysis.analyze', { messages: [message] });
    expect(calls).toBe(1);
  });
});
