/**
 * The optional language-model step: when EXTRACTION_LLM_URL is set, an OpenAI-compatible chat
 * completions API is asked for the fields the rules left empty or unsure. It is never required:
 * no URL, a timeout, an HTTP error or an answer that is not the expected JSON leave the result as
 * the rules made it. What it fills is marked method 'llm' with a capped confidence (0.6 when the
 * value can be found in the document's text, 0.4 otherwise), and only values that parse as their
 * field's type (amount, date, currency code...) are kept.
 */
import {
  confidenceLevel,
  type ExtractedField,
  type ExtractionResult,
  type FieldSource,
} from '@comptoir/core/modules/extraction';
import { normalizeHeader } from '@comptoir/core/modules/imports';
import { amountOf, currencyOf, dateOf, scalarFields, text as cellText } from './spreadsheet';
import type { SheetDocument, TextDocument } from './types';
import { boundedBody } from '../../../platform/bounded-body';

export interface LlmSettings {
  /** Base URL of the API ('http://127.0.0.1:8080/v1') or its full chat completions address. */
  url: string;
  key: string | null;
  model: string;
  timeoutMs: number;
}

/** Highest confidence a language-model value gets. */
export const LLM_MAX_CONFIDENCE = 0.6;
const UNVERIFIED_CONFIDENCE = 0.4;
const DEFAULT_TIMEOUT_MS = 20_000;
const MAX_DOCUMENT_CHARS = 12_000;
const MAX_ANSWER_BYTES = 256 * 1024;

/** EXTRACTION_LLM_URL, EXTRACTION_LLM_KEY, EXTRACTION_LLM_MODEL (and EXTRACTION_LLM_TIMEOUT_MS). */
export function llmSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): LlmSettings | null {
  const url = env.EXTRACTION_LLM_URL?.trim();
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  } catch {
    return null;
  }
  const timeout = Number(env.EXTRACTION_LLM_TIMEOUT_MS);
  return {
    url,
    key: env.EXTRACTION_LLM_KEY?.trim() || null,
    model: env.EXTRACTION_LLM_MODEL?.trim() || 'gpt-4o-mini',
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}

type FieldKind = 'text' | 'amount' | 'date' | 'currency' | 'email' | 'id' | 'iban';

const KINDS: Record<string, FieldKind> = {
  email: 'email',
  totalPrice: 'amount',
  totalWithoutTax: 'amount',
  taxAmount: 'amount',
  totalWithTax: 'amount',
  currency: 'currency',
  validUntil: 'date',
  issueDate: 'date',
  dueDate: 'date',
  iban: 'iban',
  sellerVatId: 'id',
  buyerVatId: 'id',
  quotationNumber: 'id',
  invoiceNumber: 'id',
};

const DESCRIPTIONS: Record<string, string> = {
  supplierName: 'name of the supplier company that issued the quotation',
  contactPerson: "supplier's contact person",
  email: "supplier's e-mail address",
  phone: "supplier's phone number",
  quotationNumber: 'quotation or quote number',
  totalPrice: 'total amount of the quotation (with tax when both are given)',
  currency: 'ISO 4217 currency code, e.g. EUR',
  validUntil: 'date until which the quotation is valid (YYYY-MM-DD)',
  deliveryTime: 'delivery time or delay as written',
  paymentTerms: 'payment terms as written',
  'additionalInfo.warranty': 'warranty as written',
  'additionalInfo.origin': 'country of origin',
  'additionalInfo.leadTime': 'production lead time as written',
  'additionalInfo.minimumOrder': 'minimum order quantity as written',
  sellerName: 'name of the company that issued the invoice',
  sellerVatId: "seller's VAT identification number",
  buyerName: 'name of the invoiced customer',
  buyerVatId: "buyer's VAT identification number",
  invoiceNumber: 'invoice number',
  issueDate: 'invoice date (YYYY-MM-DD)',
  dueDate: 'payment due date (YYYY-MM-DD)',
  totalWithoutTax: 'total without tax',
  taxAmount: 'total tax (VAT) amount',
  totalWithTax: 'total with tax (amount due)',
  iban: "seller's IBAN",
};

/** The fields worth asking about: empty, or below the 'medium' confidence level. */
export function fieldsToFill(result: ExtractionResult): string[] {
  return scalarFields(result)
    .filter(([, f]) => f.value === null || confidenceLevel(f.confidence) === 'low')
    .map(([key]) => key)
    .filter((key) => key in DESCRIPTIONS);
}

/** The text given to the model: the lines of a text document, or the filled cells of the sheets. */
export function documentText(doc: TextDocument | SheetDocument): string {
  const parts: string[] = [];
  if ('pages' in doc) {
    for (const page of doc.pages) for (const line of page.lines) parts.push(line.text);
  } else {
    for (const sheet of doc.sheets) {
      parts.push(`# ${sheet.name}`);
      for (const row of sheet.rows) {
        const cells = row.map((v) => cellText(v)).filter(Boolean);
        if (cells.length) parts.push(cells.join(' | '));
      }
    }
  }
  return parts.join('\n').slice(0, MAX_DOCUMENT_CHARS);
}

function chatUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`;
}

const folded = (s: string) => normalizeHeader(s).replace(/[^a-z0-9@.]+/g, '');
const digits = (s: string) => s.replace(/\D+/g, '');

/** A value as its field expects it, or null. */
function canonical(kind: FieldKind, raw: unknown): string | null {
  if (typeof raw === 'number') raw = String(raw);
  if (typeof raw !== 'string') return null;
  const s = raw.trim();
  if (!s || s.length > 300) return null;
  switch (kind) {
    case 'amount':
      return amountOf(s);
    case 'date':
      return dateOf(s);
    case 'currency': {
      const code = currencyOf(s);
      return code && /^[A-Z]{3}$/.test(code) ? code : null;
    }
    case 'email':
      return /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(s) ? s.toLowerCase() : null;
    case 'iban': {
      const v = s.replace(/\s+/g, '').toUpperCase();
      return /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(v) ? v : null;
    }
    case 'id':
      return s.length <= 60 ? s : null;
    case 'text':
      return s;
  }
}

/** Whether the document states the value (accents, case, spaces and number formats aside). */
function foundInText(
  kind: FieldKind,
  value: string,
  documentFolded: string,
  documentDigits: string,
): boolean {
  if (kind === 'amount') {
    const [int, frac = ''] = value.replace('-', '').split('.');
    return documentDigits.includes(`${int}${frac.replace(/0+$/, '')}`);
  }
  if (kind === 'date') return true; // dates are written in too many ways to check here
  if (kind === 'currency') return true;
  const v = folded(value);
  return v.length > 0 && documentFolded.includes(v);
}

function getField(result: ExtractionResult, key: string): ExtractedField | undefined {
  return new Map(scalarFields(result)).get(key);
}

function setField(result: ExtractionResult, key: string, value: ExtractedField): void {
  if (key.startsWith('additionalInfo.') && result.kind === 'quotation') {
    const sub = key.slice('additionalInfo.'.length) as Exclude<
      keyof typeof result.additionalInfo,
      'certifications'
    >;
    result.additionalInfo[sub] = value;
  } else {
    (result as unknown as Record<string, ExtractedField>)[key] = value;
  }
}

/** The JSON object in an answer: the content itself, or inside a ```json fence. */
function parseAnswer(content: string): Record<string, unknown> | null {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content)?.[1];
  for (const candidate of [content, fenced]) {
    if (!candidate) continue;
    try {
      const parsed: unknown = JSON.parse(candidate.trim());
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // next candidate
    }
  }
  return null;
}

export interface LlmOutcome {
  result: ExtractionResult;
  /** Field keys the model filled. */
  filled: string[];
  /** Why nothing was filled, when so ('timeout', 'http 500', 'invalid answer'...). */
  failure?: string;
}

/**
 * Asks the model for the fields the rules left empty or unsure and fills those it answers with a
 * valid value. Never throws: any failure returns the result unchanged with `failure` set.
 */
export async function fillWithLlm(
  input: ExtractionResult,
  doc: TextDocument | SheetDocument,
  settings: LlmSettings,
  options: { signal?: AbortSignal } = {},
): Promise<LlmOutcome> {
  const result = structuredClone(input);
  const wanted = fieldsToFill(result);
  if (wanted.length === 0) return { result, filled: [] };
  const content = documentText(doc);
  if (!content.trim()) return { result, filled: [], failure: 'no text' };

  const schema = Object.fromEntries(wanted.map((k) => [k, `${DESCRIPTIONS[k]} — string or null`]));
  const body = {
    model: settings.model,
    temperature: 0,
    response_format: { type: 'json_object' },
    messages: [
      {
        role: 'system',
        content:
          'You read business documents (supplier quotations and invoices, often in French) and return the requested ' +
          'fields as one JSON object, nothing else. Use exactly the keys given. Copy values as the document states ' +
          'them; amounts as plain numbers with a dot (1234.50), dates as YYYY-MM-DD. Use null for anything the ' +
          'document does not state. Never guess.',
      },
      {
        role: 'user',
        content: `Document kind: ${result.kind}\nFields:\n${JSON.stringify(schema, null, 1)}\n\nDocument:\n"""\n${content}\n"""`,
      },
    ],
  };
  const signals = [AbortSignal.timeout(settings.timeoutMs), ...(options.signal ? [options.signal] : [])];
  let answer: Record<string, unknown> | null;
  try {
    const response = await fetch(chatUrl(settings.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(settings.key ? { authorization: `Bearer ${settings.key}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.any(signals),
      redirect: 'error',
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { result, filled: [], failure: `http ${response.status}` };
    }
    const raw = await boundedBody(response, MAX_ANSWER_BYTES);
    if (raw === null) return { result, filled: [], failure: 'answer too large' };
    const envelope = JSON.parse(raw.toString('utf8')) as { choices?: { message?: { content?: unknown } }[] };
    const message = envelope.choices?.[0]?.message?.content;
    answer = typeof message === 'string' ? parseAnswer(message) : null;
  } catch (error) {
    const name = (error as Error)?.name;
    return {
      result,
      filled: [],
      failure: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'request failed',
    };
  }
  if (!answer) return { result, filled: [], failure: 'invalid answer' };

  const documentFolded = folded(content);
  const documentDigits = digits(content);
  const filled: string[] = [];
  for (const key of wanted) {
    const kind = KINDS[key] ?? 'text';
    const value = canonical(kind, answer[key]);
    if (value === null) continue;
    const current = getField(result, key);
    if (current?.value === value) continue;
    const verified = foundInText(kind, value, documentFolded, documentDigits);
    const confidence = verified ? LLM_MAX_CONFIDENCE : UNVERIFIED_CONFIDENCE;
    if (current && current.value !== null && current.confidence >= confidence) continue;
    const source: FieldSource = { method: 'llm', text: `${settings.model}` };
    setField(result, key, { value, confidence, source });
    filled.push(key);
  }
  return { result, filled };
}
