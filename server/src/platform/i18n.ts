import type { FastifyRequest } from 'fastify';
import { LANGUAGE_HEADER } from '@comptoir/core/api';
import { DEFAULT_LANGUAGE, isLanguage, translate, type Language } from '@comptoir/core/i18n/index';

/** The language of the answer: the app's header, else the user's preference, else French. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers[LANGUAGE_HEADER];
  if (isLanguage(header)) return header;
  const preferred = request.auth?.user.preferences.language;
  if (isLanguage(preferred)) return preferred;
  return DEFAULT_LANGUAGE;
}

export function t(request: FastifyRequest, key: string, values?: Record<string, string | number>): string {
  return translate(requestLanguage(request), key, values);
}

/** A text in French, whatever the request: the PDFs and the records written in French. */
export const fr = (key: string, values?: Record<string, string | number>): string =>
  translate('fr', key, values);
