import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TextDocument } from './types';
import { emptyQuotation, field } from './spreadsheet';
import { fillWithLlm, fieldsToFill, llmSettingsFromEnv, type LlmSettings } from './llm';

/** A local stand-in for an OpenAI-compatible API: each test sets what it answers. */
let answer: (body: Record<string, unknown>) => { status?: number; delayMs?: number; body: string };
const requests: { url: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ url: req.url ?? '', auth: req.headers.authorization, body });
      const out = answer(body);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(out.status ?? 200, { 'content-type': 'application/json' });
        res.end(out.body);
      }, out.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const chat = (content: unknown) => JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });

const doc: TextDocument = {
  method: 'text',
  pages: [
    {
      number: 1,
      width: 595,
      height: 842,
      lines: [
        'Atelier Dupont SARL',
        'Devis DV-2024-0042',
        'Montant global : 2 268,00 EUR',
        'Offre ferme trente jours',
      ].map((text, i) => ({ page: 1, y: 40 + i * 20, text, items: [] })),
    },
  ],
};

const settings = (): LlmSettings => ({ url: base, key: 'secret-key', model: 'stub-model', timeoutMs: 2_000 });

describe('language-model fill', () => {
  it('is off unless EXTRACTION_LLM_URL is set', () => {
    expect(llmSettingsFromEnv({})).toBeNull();
    expect(llmSettingsFromEnv({ EXTRACTION_LLM_URL: 'file:///etc/passwd' })).toBeNull();
    expect(
      llmSettingsFromEnv({
        EXTRACTION_LLM_URL: 'http://h/v1',
        EXTRACTION_LLM_KEY: 'k',
        EXTRACTION_LLM_MODEL: 'm',
      }),
    ).toMatchObject({ url: 'http://h/v1', key: 'k', model: 'm' });
  });

  it('fills only the empty or unsure fields, with valid values and a capped confidence', async () => {
    const rules = emptyQuotation();
    rules.quotationNumber = field('DV-2024-0042', 0.95, { method: 'text', page: 1 });
    rules.supplierName = field('Atelier Dupnt', 0.5, { method: 'ocr', page: 1 });
    expect(fieldsToFill(rules)).toContain('supplierName');
    expect(fieldsToFill(rules)).not.toContain('quotationNumber');
    answer = () => ({
      body: chat(
        '```json\n' +
          JSON.stringify({
            supplierName: 'Atelier Dupont SARL',
            quotationNumber: 'OTHER-1',
            totalPrice: '2268.00',
            currency: 'EUR',
            validUntil: 'not a date',
            email: 'invented@example.com',
            phone: null,
          }) +
          '\n```',
      ),
    });
    const { result, filled } = await fillWithLlm(rules, doc, settings());
    if (result.kind !== 'quotation') throw new Error('kind');
    const last = requests.at(-1)!;
    expect(last.url).toBe('/v1/chat/completions');
    expect(last.auth).toBe('Bearer secret-key');
    expect(last.body.model).toBe('stub-model');
    expect(JSON.stringify(last.body.messages)).toContain('Montant global');
    expect(result.supplierName).toEqual({
      value: 'Atelier Dupont SARL',
      confidence: 0.6,
      source: { method: 'llm', text: 'stub-model' },
    });
    expect(result.quotationNumber.value).toBe('DV-2024-0042'); // sure rule values are kept
    expect(result.totalPrice).toMatchObject({ value: '2268.00', confidence: 0.6 });
    expect(result.currency.value).toBe('EUR');
    expect(result.validUntil.value).toBeNull(); // not a date: dropped
    expect(result.email).toMatchObject({ value: 'invented@example.com', confidence: 0.4 }); // not in the text
    expect(filled.sort()).toEqual(['currency', 'email', 'supplierName', 'totalPrice']);
  });

  it('leaves the result unchanged on an invalid answer, an HTTP error or a timeout', async () => {
    const rules = emptyQuotation();
    answer = () => ({ body: chat('Sure! The supplier is Atelier Dupont.') });
    expect(await fillWithLlm(rules, doc, settings())).toMatchObject({
      filled: [],
      failure: 'invalid answer',
    });
    answer = () => ({ body: 'not json at all' });
    expect((await fillWithLlm(rules, doc, settings())).filled).toEqual([]);
    answer = () => ({ status: 500, body: '{}' });
    expect(await fillWithLlm(rules, doc, settings())).toMatchObject({ failure: 'http 500' });
    answer = () => ({ delayMs: 3_000, body: chat('{}') });
    const started = Date.now();
    const slow = await fillWithLlm(rules, doc, { ...settings(), timeoutMs: 300 });
    expect(slow).toMatchObject({ failure: 'timeout', result: rules });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
