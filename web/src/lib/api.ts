/**
 * The one way the app talks to the server: JSON over fetch, same-origin cookies, the interface
 * language in `x-comptoir-lang` (so server messages come back translated), and errors as ApiError.
 */
import { LANGUAGE_HEADER } from '@comptoir/core/i18n/languages';
import { routeUrl, type AnyRoute, type CallArgs, type ResponseOf } from '@comptoir/core/route';
import { currentLanguage, i18n } from './i18n';

/** Code of the ApiError thrown when the server cannot be reached at all. */
export const NETWORK_ERROR = 'network';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** The error body's `error.details`, when the server sent some (e.g. the CSV headers of a 422 `csv_mapping`). */
  readonly details?: unknown;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    if (details !== undefined) this.details = details;
  }

  get isNetworkError(): boolean {
    return this.code === NETWORK_ERROR;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Leave a 401 to the caller instead of signing the user out: the first session check and
   * the login itself, where 401 is an expected answer.
   */
  skipUnauthorizedHandler?: boolean;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** Registers what happens when any call answers 401 (the session ended). Returns an undo function. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = null;
  };
}

/**
 * The session ended without a 401 (a later session check answered 'no session': deactivated,
 * expired, signed out elsewhere): handled as a 401 is.
 */
export function sessionEnded(): void {
  onUnauthorized?.();
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

interface ErrorEnvelope {
  error?: { code?: unknown; message?: unknown; fields?: unknown; details?: unknown };
}

function toApiError(response: Response, payload: unknown): ApiError {
  const envelope = (payload && typeof payload === 'object' ? payload : {}) as ErrorEnvelope;
  const code = typeof envelope.error?.code === 'string' ? envelope.error.code : 'http_error';
  const message =
    typeof envelope.error?.message === 'string' && envelope.error.message
      ? envelope.error.message
      : response.statusText || `HTTP ${response.status}`;
  const fields =
    envelope.error?.fields && typeof envelope.error.fields === 'object'
      ? (envelope.error.fields as Record<string, string>)
      : undefined;
  return new ApiError(response.status, code, message, fields, envelope.error?.details);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    [LANGUAGE_HEADER]: currentLanguage(),
  };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    // fetch rejects with a TypeError when the server cannot be reached.
    if (error instanceof TypeError) {
      throw new ApiError(0, NETWORK_ERROR, i18n.t('auth.errors.network'));
    }
    throw error;
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && !options.skipUnauthorizedHandler) onUnauthorized?.();
    throw toApiError(response, payload);
  }
  return payload as T;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

/** The arguments of a call of `R`, optional when it needs none. */
export type ArgsOf<R extends AnyRoute> =
  Partial<CallArgs<R>> extends CallArgs<R> ? [args?: CallArgs<R>] : [args: CallArgs<R>];

/**
 * Calls a route declared in core (decision 0032): its params fill its path, its query and body
 * are typed by its schemas, and the answer has its declared type.
 */
export function call<R extends AnyRoute>(
  route: R,
  ...[args, options]: [...ArgsOf<R>, options?: Options]
): Promise<ResponseOf<R>> {
  const a = (args ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  return apiRequest<ResponseOf<R>>(routeUrl(route, a), {
    ...(options ?? {}),
    method: route.method,
    ...(a.body !== undefined ? { body: a.body } : {}),
  });
}

/** The URL of a route's file or stream (a link, an image, an EventSource). */
export function urlOf<R extends AnyRoute>(route: R, ...[args]: ArgsOf<R>): string {
  return routeUrl(route, (args ?? {}) as Parameters<typeof routeUrl>[1]);
}

export { queryString } from '@comptoir/core/route';

/**
 * A multipart body from its fields, in order: a list of files goes one by one under its name,
 * and a field without a value (null, undefined) is left out.
 */
export function multipart(
  fields: Record<string, string | Blob | readonly Blob[] | null | undefined>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    for (const part of Array.isArray(value) ? value : [value]) form.append(name, part as string | Blob);
  }
  return form;
}

/**
 * A multipart POST (the JSON client sends JSON only): same cookie and language header, errors as
 * ApiError with the server's message (and fields), `fallbackKey` when it sent none.
 */
async function postMultipart<T>(path: string, form: FormData, fallbackKey: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json', [LANGUAGE_HEADER]: currentLanguage() },
    });
  } catch (error) {
    if (error instanceof TypeError) throw new ApiError(0, NETWORK_ERROR, i18n.t('auth.errors.network'));
    throw error;
  }
  const payload = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; fields?: Record<string, string>; details?: unknown };
  } | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload?.error?.code ?? 'http_error',
      payload?.error?.message || i18n.t(fallbackKey as never),
      payload?.error?.fields,
      payload?.error?.details,
    );
  }
  return payload as T;
}

/**
 * `postMultipart` with upload progress (XMLHttpRequest, which reports it; fetch does not):
 * `onProgress` receives 0–100 as the body goes out. Same headers, cookies and errors.
 */
function postMultipartWithProgress<T>(
  path: string,
  form: FormData,
  fallbackKey: string,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(LANGUAGE_HEADER, currentLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR, i18n.t('auth.errors.network')));
    xhr.onload = () => {
      type Payload = {
        error?: { code?: string; message?: string; fields?: Record<string, string>; details?: unknown };
      } | null;
      let payload: Payload;
      try {
        payload = JSON.parse(xhr.responseText) as Payload;
      } catch {
        payload = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          new ApiError(
            xhr.status,
            payload?.error?.code ?? 'http_error',
            payload?.error?.message || i18n.t(fallbackKey as never),
            payload?.error?.fields,
            payload?.error?.details,
          ),
        );
        return;
      }
      onProgress(100);
      resolve(payload as T);
    };
    xhr.send(form);
  });
}

/**
 * Sends `form` to a multipart route declared in core (`body: 'multipart'`), with upload progress
 * when `onProgress` is given; errors as ApiError, `fallbackKey`'s text when the server sent none.
 */
export function upload<R extends AnyRoute & { body: 'multipart' }>(
  route: R,
  args: Omit<CallArgs<R>, 'body'>,
  form: FormData,
  fallbackKey: string,
  onProgress?: (percent: number) => void,
): Promise<ResponseOf<R>> {
  const url = routeUrl(route, args as Parameters<typeof routeUrl>[1]);
  return onProgress
    ? postMultipartWithProgress<ResponseOf<R>>(url, form, fallbackKey, onProgress)
    : postMultipart<ResponseOf<R>>(url, form, fallbackKey);
}

/** The server's message when it sent one, otherwise the translation of `fallbackKey`. */
export function apiErrorText(error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError && error.code !== 'http_error' && error.message) return error.message;
  return i18n.t(fallbackKey as never);
}

/**
 * The text to show for a failed call: the server's message (already in the user's language),
 * else the translation of `fallbackKey` (a network failure, a bare HTTP error).
 */
export const errorMessage = apiErrorText;

/** Where a screen reports an action's outcome (its banner). */
export type OnMessage = (kind: 'success' | 'error', text: string) => void;

/**
 * Runs `action` and reports how it went: its message as a success, or its failure (the server's
 * text, else `failedKey`'s) as an error. Resolves true when it succeeded.
 */
export async function reportOutcome(
  action: () => Promise<{ message: string }>,
  onMessage: OnMessage,
  failedKey: string,
): Promise<boolean> {
  try {
    onMessage('success', (await action()).message);
    return true;
  } catch (error) {
    onMessage('error', apiErrorText(error, failedKey));
    return false;
  }
}
