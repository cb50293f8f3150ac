/**
 * Test helper: a local HTTP server on 127.0.0.1 (random port) standing in for the ECB, so no test
 * reaches the internet. The answer can be changed between requests; requests are counted.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '../../../test/server-process';

export const ECB_FIXTURE = fs.readFileSync(
  new URL('./fixtures/eurofxref-daily.xml', import.meta.url),
  'utf8',
);

export type StubAnswer =
  | { status?: number; body: string; contentType?: string }
  /** Accept the request and never answer (for time-outs). */
  | 'hang';

export interface EcbStub {
  url: string;
  hits: number;
  answer: (next: StubAnswer) => void;
  close: () => Promise<void>;
}

export async function startEcbStub(initial: StubAnswer = { body: ECB_FIXTURE }): Promise<EcbStub> {
  let current = initial;
  const hanging = new Set<http.ServerResponse>();
  const stub: EcbStub = {
    url: '',
    hits: 0,
    answer: (next) => {
      current = next;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    stub.hits += 1;
    if (current === 'hang') {
      hanging.add(res);
      return;
    }
    res.writeHead(current.status ?? 200, {
      'content-type': current.contentType ?? 'text/xml; charset=utf-8',
    });
    res.end(current.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stats/eurofxref/eurofxref-daily.xml`;
  return stub;
}

/** A URL on 127.0.0.1 where nothing listens (connection refused). */
export async function closedPortUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}/eurofxref-daily.xml`;
}

/** The fixture with another date and a changed rate line (to build bad or newer files). */
export function fixtureWith(options: { date?: string; replace?: [string, string] } = {}): string {
  let xml = ECB_FIXTURE;
  if (options.date !== undefined) xml = xml.replace("time='2025-03-14'", `time='${options.date}'`);
  if (options.replace) xml = xml.replace(options.replace[0], options.replace[1]);
  return xml;
}
