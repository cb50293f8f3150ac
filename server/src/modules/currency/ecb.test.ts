import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecbBatch, ecbSource, parseEcbXml } from './sources/ecb';
import { RateSourceError } from './sources/types';
import { ECB_FIXTURE, closedPortUrl, fixtureWith, startEcbStub, type EcbStub } from './ecb-stub';

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof RateSourceError) return error.code;
    throw error;
  }
  return 'no error';
}

describe('parseEcbXml', () => {
  it('reads the date and every rate of the ECB file, as strings', () => {
    const file = parseEcbXml(ECB_FIXTURE);
    expect(file.rateDate).toBe('2025-03-14');
    expect(file.rates).toHaveLength(30);
    expect(file.rates).toContainEqual({ currency: 'USD', rate: '1.0879' });
    expect(file.rates).toContainEqual({ currency: 'GBP', rate: '0.84015' });
    expect(file.rates).toContainEqual({ currency: 'IDR', rate: '17827.54' });
  });

  it('keeps EUR→USD, EUR→CNY and EUR→GBP with the file date and source ECB', () => {
    expect(ecbBatch(parseEcbXml(ECB_FIXTURE))).toEqual({
      source: 'ECB',
      enteredBy: null,
      rates: [
        { base: 'EUR', quote: 'USD', rate: '1.0879', rateDate: '2025-03-14' },
        { base: 'EUR', quote: 'GBP', rate: '0.84015', rateDate: '2025-03-14' },
        { base: 'EUR', quote: 'CNY', rate: '7.8712', rateDate: '2025-03-14' },
      ],
    });
  });

  it('refuses a DOCTYPE, internal or external entities (XXE, billion laughs)', () => {
    const xxe = ECB_FIXTURE.replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE x [<!ENTITY ext SYSTEM "file:///etc/passwd">]>',
    ).replace("rate='1.0879'", "rate='&ext;'");
    expect(codeOf(() => parseEcbXml(xxe))).toBe('doctype');
    const laughs = `<?xml version="1.0"?><!doctype lolz [<!entity lol "lol"><!entity lol2 "&lol;&lol;">]><lolz>&lol2;</lolz>`;
    expect(codeOf(() => parseEcbXml(laughs))).toBe('doctype');
  });

  it.each([
    ['garbage', 'this is not xml <<<'],
    ['HTML error page', '<html><body><h1>Service unavailable</h1><p>Try later<br></body></html>'],
    ['empty', ''],
    ['JSON', '{"rates": {"USD": 1.1}}'],
    ['truncated', ECB_FIXTURE.slice(0, 600)],
    ['another XML document', '<?xml version="1.0"?><rates><rate currency="USD">1.1</rate></rates>'],
  ])('refuses %s', (_, body) => {
    expect(codeOf(() => parseEcbXml(body))).toBe('invalid_xml');
  });

  it.each([
    ['negative', "rate='-1.0879'"],
    ['zero', "rate='0'"],
    ['zero with decimals', "rate='0.0000'"],
    ['empty', "rate=''"],
    ['exponent', "rate='1e3'"],
    ['comma', "rate='1,0879'"],
    ['text', "rate='NaN'"],
  ])('refuses the whole file when a rate is %s', (_, replacement) => {
    expect(codeOf(() => parseEcbXml(fixtureWith({ replace: ["rate='1.0879'", replacement] })))).toBe(
      'invalid_rate',
    );
  });

  it('refuses a rate of a currency it does not even use', () => {
    expect(codeOf(() => parseEcbXml(fixtureWith({ replace: ["rate='161.69'", "rate='-161.69'"] })))).toBe(
      'invalid_rate',
    );
  });

  it.each(['2025-02-30', '14/03/2025', '2999-01-01', ''])('refuses the date %j', (date) => {
    expect(codeOf(() => parseEcbXml(fixtureWith({ date })))).toBe('invalid_date');
  });

  it('answers no_rates when none of our currencies is in the file', () => {
    const xml = ECB_FIXTURE.split('\n')
      .filter((line) => !/'(USD|CNY|GBP)'/.test(line))
      .join('\n');
    expect(codeOf(() => ecbBatch(parseEcbXml(xml)))).toBe('no_rates');
  });
});

describe('ecbSource.collect over HTTP', () => {
  let stub: EcbStub;
  beforeAll(async () => {
    stub = await startEcbStub();
  });
  afterAll(async () => {
    await stub.close();
  });

  const collectCode = async (input: Parameters<typeof ecbSource.collect>[0]) => {
    try {
      await ecbSource.collect(input);
      return 'no error';
    } catch (error) {
      return error instanceof RateSourceError ? error.code : String(error);
    }
  };

  it('fetches and parses the file', async () => {
    stub.answer({ body: ECB_FIXTURE });
    const batch = await ecbSource.collect({ url: stub.url });
    expect(batch.rates.map((r) => r.quote)).toEqual(['USD', 'GBP', 'CNY']);
  });

  it('reports HTTP errors, refused connections, time-outs and oversized answers', async () => {
    stub.answer({ status: 503, body: 'down' });
    expect(await collectCode({ url: stub.url })).toBe('http_status');
    expect(await collectCode({ url: await closedPortUrl() })).toBe('network');
    stub.answer('hang');
    expect(await collectCode({ url: stub.url, timeoutMs: 150 })).toBe('timeout');
    stub.answer({ body: `<a>${'x'.repeat(300 * 1024)}</a>` });
    expect(await collectCode({ url: stub.url })).toBe('too_large');
  });

  it('stops when the app closes (its abort signal)', async () => {
    stub.answer('hang');
    const closing = new AbortController();
    const pending = collectCode({ url: stub.url, signal: closing.signal });
    closing.abort();
    expect(await pending).toBe('network');
  });
});
