/**
 * The e-mail and phone rules of every contract (spec 000 §5, 001 §5), apart from the other field
 * builders (fields.ts, which re-exports them): the sign-in page needs only these.
 */
import { z } from 'zod';

/** Standard address pattern with a top-level domain of at least two letters (spec 000 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
/** The longest address (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;

/** Optional plus, then at least 10 digits, spaces or dashes (spec 000 §5). */
export const PHONE_PATTERN = /^\+?[\d\s-]{10,}$/;
export const MAX_PHONE_LENGTH = 40;

/** Digits of a phone number. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/** Optional plus, digits, spaces or dashes, and at least 10 digits (spec 001 §5). */
export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone) && phoneDigits(phone).length >= 10;
}

/** An e-mail address that must be given: trimmed, `requiredKey` when blank, `invalidKey` otherwise. */
export const emailField = (requiredKey: string, invalidKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(MAX_EMAIL_LENGTH, { error: invalidKey })
    .regex(EMAIL_PATTERN, { error: invalidKey });
