/**
 * One builder per kind of field, used by every contract in core/src/modules (decision 0029 for
 * the document lines, issue 28 for the rest): required and optional texts, texts a PATCH may
 * clear, decimal strings with their scale, percents, calendar days, currencies, ids, e-mail
 * addresses and phone numbers. The same value is accepted or refused the same way in every module.
 *
 * Each builder takes the i18n keys of its module's messages (what the user reads, in French first);
 * a key left out is 'errors.invalidValue'. Texts are trimmed. Typed decimals accept a French comma
 * ('12,5') and numbers; plain decimals (what a web form sends once it has read the amount) only
 * '.' strings.
 */
import { z } from 'zod';
import { INVALID } from './contracts';
import { CURRENCY_CODES, type CurrencyCode } from './currency-codes';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, MAX_PHONE_LENGTH, isValidPhone } from './contact-fields';

export {
  EMAIL_PATTERN,
  MAX_EMAIL_LENGTH,
  MAX_PHONE_LENGTH,
  PHONE_PATTERN,
  emailField,
  isValidPhone,
  phoneDigits,
} from './contact-fields';

// ---------------------------------------------------------------------------------------------
// Texts

/** The messages of a text besides its required key. */
export interface TextKeys {
  /** More than `max` characters (after trimming). */
  tooLong?: string;
  /** Not a text at all (a number, an object); by default the required key, or 'errors.invalidValue'. */
  invalid?: string;
}

/** A text that must be given: trimmed, at most `max` characters; missing or blank is `requiredKey`. */
export const requiredText = (requiredKey: string, max: number, keys: TextKeys = {}) =>
  z
    .string({ error: keys.invalid ?? requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(max, { error: keys.tooLong ?? INVALID });

/** What an optional text gives when it is missing, null or blank. */
type Blank = null | '';

export interface OptionalTextOptions<B extends Blank> extends TextKeys {
  /** What missing, null or blank gives: null (the default, what the column stores) or ''. */
  blank?: B;
}

/** `textOnly`: a text must be sent (blank is fine); null or nothing is `invalid`. */
type TextOnly = { textOnly: true };

/** A text, null or nothing. */
const textOrNull = (invalid: string) =>
  z.union([z.string({ error: invalid }), z.null()], { error: invalid }).optional();

/** Trimmed, at most `max` characters, `blank` when blank. */
const trimmedText = <I extends z.ZodType, B extends Blank>(
  input: I,
  max: number,
  tooLong: string,
  blank: B,
) =>
  input
    .transform((v) => ((v as string | null | undefined) ?? '').trim())
    .refine((v) => v.length <= max, { error: tooLong })
    .transform((v): string | B => (v === '' ? blank : v));

/** An optional text: it takes a text, null or nothing. */
type OptionalText<B extends Blank> = ReturnType<typeof trimmedText<ReturnType<typeof textOrNull>, B>>;
/** An optional text with `textOnly`: it takes a text only. */
type SentText<B extends Blank> = ReturnType<typeof trimmedText<z.ZodString, B>>;

/** The options of any optional text, `textOnly` or not. */
type AnyTextOptions = OptionalTextOptions<Blank> & Partial<TextOnly>;

/** A builder of optional texts: `first` (the length or the message key), then the options. */
interface OptionalTextBuilder<F> {
  <B extends Blank = null>(first: F, options?: OptionalTextOptions<B>): OptionalText<B>;
  <B extends Blank = null>(first: F, options: OptionalTextOptions<B> & TextOnly): SentText<B>;
}

/**
 * A text that may be left out: trimmed, at most `max` characters; missing, null or blank gives
 * `blank` (null unless told ''). With `textOnly`, a text must be sent (a blank one is fine). As a
 * field of a PATCH, see `patchText`.
 */
export const optionalText = ((max: number, options: AnyTextOptions = {}) => {
  const invalid = options.invalid ?? INVALID;
  const tooLong = options.tooLong ?? INVALID;
  const blank = options.blank ?? null;
  return options.textOnly
    ? trimmedText(z.string({ error: invalid }), max, tooLong, blank)
    : trimmedText(textOrNull(invalid), max, tooLong, blank);
}) as OptionalTextBuilder<number>;

/**
 * A text a PATCH may set, clear or leave alone: absent is undefined (unchanged), null or blank
 * gives `blank` (cleared), anything else is trimmed and at most `max` characters.
 */
export const patchText = <B extends Blank = null>(max: number, options?: OptionalTextOptions<B>) =>
  optionalText(max, options).optional();

// ---------------------------------------------------------------------------------------------
// Decimals and percents

/** The largest integer part of a quantity or a price (numeric(14, 3) and numeric(16, 4) columns). */
const INTEGER_DIGITS = { quantity: 10, price: 12 } as const;
/** Decimals a unit price keeps: traders price a button bought by the thousand at 0.0375. */
export const UNIT_PRICE_DECIMALS = 4;
/** Decimals of a quantity (2.5 t, 0.125 kg). */
export const QUANTITY_DECIMALS = 3;

export interface DecimalOptions {
  /** Decimals at most. */
  scale: number;
  /** Digits before the point at most, as written (leading zeros count): 12 for numeric(14, 2). */
  integerDigits: number;
  /** Above zero (otherwise zero or more; never negative). */
  positive?: boolean;
  /** At most this value ('100' for a percent). */
  max?: string;
  /**
   * 'typed' (the default): a text or a number, trimmed, a French comma read as the point ('12,5').
   * 'plain': a text only, trimmed, '.' as the point (an amount the web form has already read).
   */
  input?: 'typed' | 'plain';
  /** Gives exactly `scale` decimals without leading zeros ('007.5' → '7.50'); otherwise as written. */
  canonical?: boolean;
  /** Messages other than the field's key: blank, negative, too many decimals, too large. */
  requiredKey?: string;
  negativeKey?: string;
  decimalsKey?: string;
  tooLargeKey?: string;
}

/** Whether `value` is digits with an optional point and digits: at most `integerDigits` and `scale` of them. */
export function isDecimalText(value: string, scale: number, integerDigits: number): boolean {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(value);
  return m !== null && m[1]!.length <= integerDigits && (m[2] ?? '').length <= scale;
}

/** The first rule `value` breaks, as its message key, or null. */
function decimalIssue(value: string, key: string, o: DecimalOptions): string | null {
  if (value === '') return o.requiredKey ?? key;
  if (/^-\d/.test(value)) return o.negativeKey ?? key;
  const m = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!m) return key;
  if ((m[2] ?? '').length > o.scale) return o.decimalsKey ?? key;
  if (m[1]!.length > o.integerDigits) return o.tooLargeKey ?? key;
  if (o.positive && !/[1-9]/.test(value)) return key;
  if (o.max !== undefined && Number(value) > Number(o.max)) return o.tooLargeKey ?? key;
  return null;
}

/** '007.5' → '7.50' (scale 2). */
const canonicalDecimal = (value: string, scale: number) => {
  const [int = '0', frac = ''] = value.split('.');
  const whole = BigInt(int).toString();
  return scale === 0 ? whole : `${whole}.${frac.padEnd(scale, '0')}`;
};

/**
 * A decimal string that fits its column: never negative (above zero with `positive`), at most
 * `scale` decimals and `integerDigits` digits before the point. Anything else is a 400 with `key`
 * (or the more precise key given for that case), never a database error.
 */
export const decimalField = (key: string, options: DecimalOptions) => {
  const typeKey = options.input === 'plain' ? key : (options.requiredKey ?? key);
  const text =
    options.input === 'plain'
      ? z.string({ error: typeKey }).transform((v) => v.trim())
      : z
          .union([z.string({ error: typeKey }), z.number({ error: typeKey })], { error: typeKey })
          .transform((v) => (typeof v === 'number' ? String(v) : v.trim().replace(',', '.')));
  return text
    .superRefine((v, ctx) => {
      const issue = decimalIssue(v, key, options);
      if (issue !== null) ctx.addIssue({ code: 'custom', message: issue });
    })
    .transform((v) => (options.canonical ? canonicalDecimal(v, options.scale) : v));
};

/** A line's quantity: above 0, up to 3 decimals. */
export const quantityField = (key: string) =>
  decimalField(key, { scale: QUANTITY_DECIMALS, integerDigits: INTEGER_DIGITS.quantity, positive: true });

/** A unit price: 0 or more, up to 4 decimals ('' is `requiredKey`, anything else wrong `invalidKey`). */
export const unitPriceField = (requiredKey: string, invalidKey: string) =>
  decimalField(invalidKey, { scale: UNIT_PRICE_DECIMALS, integerDigits: INTEGER_DIGITS.price, requiredKey });

/** A percent from 0 to 100 with up to 2 decimals (a discount, a VAT rate such as 5.5 or 2.1). */
export const percentField = (key: string) => decimalField(key, { scale: 2, integerDigits: 3, max: '100' });

// ---------------------------------------------------------------------------------------------
// Calendar days

/**
 * The days a contract accepts: YYYY-MM-DD with a four-digit year from 1900 to 9999. PostgreSQL's
 * `date` takes far more (4713 BC to 5874897 AD, and other spellings), but a business date before
 * 1900 is a typo ('0202-01-15' for 2022), spreadsheets count their days from 1900, and a fifth
 * year digit is no date anyone means.
 */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '9999-12-31';

/** A real calendar day written YYYY-MM-DD between FIRST_DAY and LAST_DAY ('2030-02-31' is not one). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value < FIRST_DAY) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A calendar day (see `isCalendarDay`), trimmed: missing or blank is `requiredKey`, any other wrong text `invalidKey`. */
export const calendarDay = (requiredKey: string, invalidKey = requiredKey) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .refine(isCalendarDay, { error: invalidKey, abort: true });

// ---------------------------------------------------------------------------------------------
// Currencies and ids

/** One of the app's currencies (core/currency.ts), or of `codes`, a narrower list some records keep to. */
export const currencyField = <
  const C extends readonly [CurrencyCode, ...CurrencyCode[]] = typeof CURRENCY_CODES,
>(
  key: string = INVALID,
  codes: C = CURRENCY_CODES as unknown as C,
) => z.enum(codes, { error: key });

/** A record's id: a UUID, given back in lower case. */
export const uuidField = (key: string = INVALID) => z.uuid({ error: key }).transform((v) => v.toLowerCase());

/** An id that may be left out: missing, null or '' gives null. */
export const optionalUuid = (key: string = INVALID) =>
  z
    .union([uuidField(key), z.literal(''), z.null()], { error: key })
    .optional()
    .transform((v) => v || null);

// ---------------------------------------------------------------------------------------------
// E-mail addresses and phone numbers (the patterns and the required e-mail: contact-fields.ts)

/** A builder of optional texts of `max` characters at most that, when given, pass `check` (else `invalidKey`). */
const checkedText = (max: number, check: (value: string) => boolean) =>
  ((invalidKey: string, options: AnyTextOptions = {}) =>
    optionalText(max, { tooLong: invalidKey, ...options } as OptionalTextOptions<Blank>).refine(
      (v) => !v || check(v),
      { error: invalidKey },
    )) as OptionalTextBuilder<string>;

/** An e-mail address that may be left out (see `optionalText`); a wrong or too long one is `invalidKey`. */
export const optionalEmail = checkedText(MAX_EMAIL_LENGTH, (v) => EMAIL_PATTERN.test(v));

/** A phone number that may be left out (see `optionalText`); a wrong or too long one is `invalidKey`. */
export const optionalPhone = checkedText(MAX_PHONE_LENGTH, isValidPhone);
