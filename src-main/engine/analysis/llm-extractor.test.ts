import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageInput } from '../../../src-shared/contract/engine-api';
import { formatWallDate, parseWallTime } from '../../../src-shared/domain/wall-time';
import { analyzeMessages } from './analyze-messages';
import { createLlmExtractor, llmExtractorFromSettings, loopbackChatUrl, parseFactArray } from './llm-extractor';

/** A stand-in for a user's local llama.cpp/Ollama server (a true boundary): replies with `reply`. */
let reply: { status: number; content: string } = { status: 200, content: '[]' };
let lastBody: { model?: string; messages?: Array<{ content: string }> } = {};
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      lastBody = JSON.parse(body || '{}');
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: reply.content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const message: MessageInput = { id: 'm1', conversation: 'c', speaker: 'Caroline', text: 'I went to a support group yesterday.', role: 'entry', time: parseWallTime('2023-05-08T13:56:00') };
const embed = async (texts: string[]) => texts.map(() => [1]);

describe('local LLM extractor', () => {
  it('uses the model facts, dated by the time layer, when the server answers', async () => {
    reply = {
      status: 200,
      content: 'Here you go:\n```json\n[{"text":"Caroline went to a support group","subject":"Caroline","relation":"attended","object":"support group","object_is_entity":false,"kind":"event","negated":false,"time_text":"yesterday"}]\n```',
    };
    const [a] = await analyzeMessages([message], { embed, embeddingModel: 'one', llm: createLlmExtractor({ endpoint: base, model: 'tiny' }) });
    expect(a!.facts).toHaveLength(1);
    expect(a!.facts[0]).toMatchObject({ text: 'Caroline went to a support group (on 7 May 2023).', relation: 'attended', attributes: expect.objectContaining({ extractor: 'llm' }) });
    expect(formatWallDate(a!.facts[0]!.eventTime!.start)).toBe('2023-05-07');
    expect(lastBody.model).toBe('tiny');
    expect(lastBody.messages?.[0]?.content).toContain('I went to a support group yesterday.');
  });

  it('falls back to the rules when the server errs, answers nonsense, or is not there', async () => {
    const rules = (await analyzeMessages([message], { embed, embeddingModel: 'one' }))[0]!.facts.map((f) => f.text);
    for (const r of [{ status: 500, content: '[]' }, { status: 200, content: 'I cannot help with that.' }, { status: 200, content: '[{"text": 42}' }]) {
      reply = r;
      const [a] = await analyzeMessages([message], { embed, embeddingModel: 'one', llm: createLlmExtractor({ endpoint: base, model: 'tiny' }) });
      expect(a!.facts.map((f) => f.text)).toEqual(rules);
    }
    const down = createLlmExtractor({ endpoint: 'http://127.0.0.1:9', model: 'tiny', timeoutMs: 2000 });
    expect((await analyzeMessages([message], { embed, embeddingModel: 'one', llm: down }))[0]!.facts.map((f) => f.text)).toEqual(rules);
  });

  it('is off unless both endpoint and model are set, and a remote endpoint turns it off rather than failing', () => {
    expect(llmExtractorFromSettings({ llmEndpoint: null, llmModel: null })).toBeNull();
    expect(llmExtractorFromSettings({ llmEndpoint: base, llmModel: null })).toBeNull();
    expect(llmExtractorFromSettings({ llmEndpoint: 'https://api.example.com', llmModel: 'x' })).toBeNull();
    expect(llmExtractorFromSettings({ llmEndpoint: base, llmModel: 'tiny' })).not.toBeNull();
  });

  it('refuses endpoints that are not on this machine', () => {
    expect(loopbackChatUrl('http://localhost:11434')).toBe('http://localhost:11434/v1/chat/completions');
    expect(loopbackChatUrl('http://127.0.0.1:8080/v1/')).toBe('http://127.0.0.1:8080/v1/chat/completions');
    for (const bad of ['https://api.openai.com', 'http://192.168.1.5:8080', 'file:///etc/passwd', 'not a url']) expect(() => loopbackChatUrl(bad)).toThrow(/LLM endpoint/);
  });

  it('reads the first JSON array of a reply and nothing else', () => {
    expect(parseFactArray('noise [ {"a":1}, 2, null ] more')).toEqual([{ a: 1 }]);
    expect(parseFactArray('{"not":"an array"}')).toBeNull();
    expect(parseFactArray('[broken')).toBeNull();
  });
});
