/**
 * The European Central Bank's daily euro foreign exchange reference rates
 * (https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml): 1 EUR = x CUR for about thirty
 * currencies, published once a working day around 16:00 CET. Stored as EUR→CUR with the file's
 * date and source 'ECB'. The ECB does not publish MUR: that rate is entered by a super admin.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  CURRENCY_CODES,
  PIVOT_CURRENCY,
  RATE_STORED_DECIMALS,
  type CurrencyCode,
} from '@comptoir/core/currency';
import { isCalendarDay } from '@comptoir/core/fields';
import { latestTodayIso } from '@comptoir/core/modules/currency';
import { parseDecimal } from '@comptoir/core/money';
import { RateSourceError, type ExchangeRateSource, type RateBatch, type SourcedRate } from './types';
import { boundedBody } from '../../../platform/bounded-body';

/** The real file is about 1.5 kB; anything near this limit is not the ECB's. */
export const ECB_MAX_BYTES = 256 * 1024;
export const ECB_TIMEOUT_MS = 10_000;

const RATE_PATTERN = /^\d{1,14}(\.\d{1,20})?$/;

// No entity processing at all (fast-xml-parser never fetches external entities; DOCTYPE declarations
// are refused before parsing anyway), values kept as strings so no rate ever becomes a float.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseAttributeValue: false,
  parseTagValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => name === 'Cube',
});

type Node = Record<string, unknown>;
const asNodes = (value: unknown): Node[] =>
  Array.isArray(value) ? value.filter((v): v is Node => !!v && typeof v === 'object') : [];

export interface EcbFile {
  rateDate: string;
  /** Every currency of the file (validated), not only ours. */
  rates: { currency: string; rate: string }[];
}

/** Parses and validates the ECB's XML. Refuses DOCTYPE/entities, malformed XML, bad dates and rates. */
export function parseEcbXml(xml: string): EcbFile {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw new RateSourceError('doctype', 'DOCTYPE or ENTITY declaration in the file');
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new RateSourceError('invalid_xml', `${valid.err.code} line ${valid.err.line}: ${valid.err.msg}`);
  }
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch (error) {
    throw new RateSourceError('invalid_xml', error instanceof Error ? error.message : String(error));
  }
  const envelope = doc.Envelope as Node | undefined;
  const dated = asNodes(envelope?.Cube)
    .flatMap((outer) => asNodes(outer.Cube))
    .filter((c) => 'time' in c);
  if (dated.length === 0) throw new RateSourceError('invalid_xml', 'No <Cube time="..."> element');
  // The daily file has one date; a history file would list several: take the latest.
  const latest = dated.reduce((a, b) => (String(b.time) > String(a.time) ? b : a));
  const rateDate = String(latest.time);
  if (!isCalendarDay(rateDate) || rateDate > latestTodayIso()) {
    throw new RateSourceError('invalid_date', `Invalid rate date ${JSON.stringify(rateDate).slice(0, 40)}`);
  }
  const rates = asNodes(latest.Cube).map((cube) => {
    const currency = typeof cube.currency === 'string' ? cube.currency : '';
    const rate = typeof cube.rate === 'string' ? cube.rate.trim() : '';
    const parsed = RATE_PATTERN.test(rate) ? parseDecimal(rate) : null;
    if (!/^[A-Z]{3}$/.test(currency) || !parsed || parsed.units <= 0n) {
      throw new RateSourceError(
        'invalid_rate',
        `Invalid rate ${JSON.stringify(rate).slice(0, 40)} for ${JSON.stringify(currency).slice(0, 10)}`,
      );
    }
    return { currency, rate };
  });
  return { rateDate, rates };
}

/** The rates of the file that Comptoir uses: EUR→USD, EUR→CNY, EUR→GBP (and any other known code). */
export function ecbBatch(file: EcbFile): RateBatch {
  const known = new Set<string>(CURRENCY_CODES.filter((c) => c !== PIVOT_CURRENCY));
  const rates: SourcedRate[] = file.rates
    .filter((r) => known.has(r.currency))
    .map((r) => {
      if ((parseDecimal(r.rate)?.scale ?? 0) > RATE_STORED_DECIMALS) {
        throw new RateSourceError('invalid_rate', `Too many decimals for ${r.currency}`);
      }
      return {
        base: PIVOT_CURRENCY,
        quote: r.currency as CurrencyCode,
        rate: r.rate,
        rateDate: file.rateDate,
      };
    });
  if (rates.length === 0) throw new RateSourceError('no_rates', 'None of USD, CNY, GBP, MUR in the file');
  return { source: 'ECB', rates, enteredBy: null };
}

export interface EcbInput {
  url: string;
  /** Aborts when the app closes; the source adds its own 10-second timeout. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export const ecbSource: ExchangeRateSource<EcbInput> = {
  name: 'ECB',
  async collect({ url, signal, timeoutMs = ECB_TIMEOUT_MS }) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    let body: string;
    try {
      response = await fetch(url, {
        signal: combined,
        headers: { accept: 'application/xml, text/xml;q=0.9' },
        redirect: 'follow',
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new RateSourceError('http_status', `HTTP ${response.status}`);
      }
      const bytes = await boundedBody(response, ECB_MAX_BYTES);
      if (!bytes) throw new RateSourceError('too_large', `More than ${ECB_MAX_BYTES} bytes`);
      body = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    } catch (error) {
      if (error instanceof RateSourceError) throw error;
      if (timeout.aborted) throw new RateSourceError('timeout', `No answer within ${timeoutMs} ms`);
      const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause : error) : null;
      throw new RateSourceError('network', cause ? `${cause.name}: ${cause.message}` : String(error));
    }
    return ecbBatch(parseEcbXml(body));
  },
};
