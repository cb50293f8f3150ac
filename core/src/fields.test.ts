import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCY_CODES } from './currency';
import { compare, decimal } from './money';
import {
  EMAIL_PATTERN,
  FIRST_DAY,
  calendarDay,
  currencyField,
  decimalField,
  emailField,
  isCalendarDay,
  isDecimalText,
  isValidPhone,
  optionalEmail,
  optionalPhone,
  optionalText,
  optionalUuid,
  patchText,
  percentField,
  phoneDigits,
  quantityField,
  requiredText,
  unitPriceField,
  uuidField,
} from './fields';

const runs = { numRuns: 300 };
/** Texts with the blanks and characters a form sends. */
const anyText = fc.string({
  unit: fc.constantFrom('a', 'é', '1', ' ', '\t', '\n', '-', '@', '.'),
  maxLength: 30,
});
/** What a body field may hold besides a text. */
const notText = fc.oneof(fc.integer(), fc.boolean(), fc.constant({}), fc.constant([]));
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('requiredText', () => {
  const field = requiredText('x.required', 10, { tooLong: 'x.tooLong' });
  it('takes a trimmed text of 1 to max characters, and says why it refuses one', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const trimmed = value.trim();
        const result = field.safeParse(value);
        if (trimmed === '') expect(firstMessage(result)).toBe('x.required');
        else if (trimmed.length > 10) expect(firstMessage(result)).toBe('x.tooLong');
        else expect(result.data).toBe(trimmed);
      }),
      runs,
    );
  });
  it('refuses anything else with the required key, or `invalid` when given', () => {
    fc.assert(
      fc.property(fc.oneof(notText, fc.constant(null), fc.constant(undefined)), (value) => {
        expect(firstMessage(field.safeParse(value))).toBe('x.required');
        const typed = requiredText('x.required', 10, { invalid: 'x.text' });
        expect(firstMessage(typed.safeParse(value))).toBe('x.text');
      }),
    );
  });
});

describe('optionalText and patchText', () => {
  const nullable = optionalText(10, { tooLong: 'x.tooLong' });
  const blankable = optionalText(10, { blank: '' });
  const textOnly = optionalText(10, { blank: '', textOnly: true, invalid: 'x.text' });
  const patch = patchText(10);

  it('missing, null or blank gives the blank value; a text is trimmed and at most max long', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.constant(null), fc.constant(undefined)), (value) => {
        const trimmed = (value ?? '').trim();
        const n = nullable.safeParse(value);
        const b = blankable.safeParse(value);
        if (trimmed.length > 10) {
          expect(firstMessage(n)).toBe('x.tooLong');
          expect(firstMessage(b)).toBe('errors.invalidValue');
        } else {
          expect(n.data).toBe(trimmed === '' ? null : trimmed);
          expect(b.data).toBe(trimmed);
        }
      }),
      runs,
    );
  });
  it('textOnly refuses null and nothing, and takes any text as the others do', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.constant(null), fc.constant(undefined), notText), (value) => {
        const result = textOnly.safeParse(value);
        if (typeof value !== 'string') expect(firstMessage(result)).toBe('x.text');
        else
          expect(result.success ? result.data : 'refused').toEqual(
            blankable.safeParse(value).data ?? 'refused',
          );
      }),
      runs,
    );
  });
  it('a PATCH text: absent leaves the field alone, null or blank clears it', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.constant(null)), (value) => {
        expect(patch.safeParse(value).data).toEqual(optionalText(10).safeParse(value).data);
      }),
      runs,
    );
    expect(patch.parse(undefined)).toBeUndefined();
    expect(patch.parse(null)).toBeNull();
    expect(patch.parse('  ')).toBeNull();
  });
});

/** A decimal written with `integer` digits before the point and `fraction` after (none: no point). */
const decimalText = (integer: number, fraction: number) =>
  fc
    .tuple(
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: integer, maxLength: integer }),
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: fraction, maxLength: fraction }),
    )
    .map(([i, f]) => (f === '' ? i : `${i}.${f}`));
const anyDecimal = fc
  .tuple(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 0, max: 6 }))
  .chain(([i, f]) => decimalText(i, f));

describe('decimalField', () => {
  const options = { scale: 2, integerDigits: 6 };
  const field = decimalField('x.invalid', {
    ...options,
    requiredKey: 'x.required',
    negativeKey: 'x.negative',
    decimalsKey: 'x.decimals',
    tooLargeKey: 'x.tooLarge',
  });

  it('takes exactly the decimals that fit the column, and names what is wrong with the others', () => {
    fc.assert(
      fc.property(anyDecimal, (value) => {
        const [int = '', frac = ''] = value.split('.');
        const result = field.safeParse(value);
        if (frac.length > 2) expect(firstMessage(result)).toBe('x.decimals');
        else if (int.length > 6) expect(firstMessage(result)).toBe('x.tooLarge');
        else expect(result.data).toBe(value);
        expect(isDecimalText(value, 2, 6)).toBe(result.success);
      }),
      runs,
    );
  });
  it('whatever it takes is a plain decimal within the column, never negative', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: fc.constantFrom(...'0123456789.,- e+'), maxLength: 12 }),
          fc.double(),
          notText,
        ),
        (value) => {
          const result = field.safeParse(value);
          if (result.success) expect(isDecimalText(result.data, 2, 6)).toBe(true);
          if (typeof value === 'string' && value.trim() === '')
            expect(firstMessage(result)).toBe('x.required');
          if (typeof value === 'string' && /^-\d/.test(value.trim()))
            expect(firstMessage(result)).toBe('x.negative');
        },
      ),
      runs,
    );
  });
  it('typed: a French comma and a number read as the point; plain: only a text with a point', () => {
    const plain = decimalField('x.invalid', { ...options, input: 'plain' });
    fc.assert(
      fc.property(decimalText(3, 2), (value) => {
        expect(field.parse(value.replace('.', ','))).toBe(value);
        expect(field.parse(` ${value} `)).toBe(value);
        expect(plain.parse(` ${value} `)).toBe(value);
        expect(plain.safeParse(value.replace('.', ',')).success).toBe(false);
        expect(plain.safeParse(Number(value)).success).toBe(false);
        expect(field.parse(Number(value))).toBe(String(Number(value)));
      }),
      runs,
    );
  });
  it('canonical gives the scale exactly, the same number; positive refuses zero', () => {
    const canonical = decimalField('x.invalid', { ...options, canonical: true, positive: true });
    fc.assert(
      fc.property(decimalText(4, 1), (value) => {
        const result = canonical.safeParse(value);
        if (/^[0.]+$/.test(value)) expect(result.success).toBe(false);
        else {
          expect(result.data).toMatch(/^(0|[1-9]\d{0,5})\.\d{2}$/);
          expect(compare(decimal(result.data!), decimal(value))).toBe(0);
        }
      }),
      runs,
    );
  });
});

describe('line fields and percents', () => {
  it('a quantity is above 0 with up to 3 decimals; a unit price 0 or more with up to 4', () => {
    fc.assert(
      fc.property(anyDecimal, (value) => {
        const [int = '', frac = ''] = value.split('.');
        const fits = (i: number, f: number) => int.length <= i && frac.length <= f;
        expect(quantityField('q').safeParse(value).success).toBe(fits(10, 3) && /[1-9]/.test(value));
        expect(unitPriceField('p.required', 'p').safeParse(value).success).toBe(fits(12, 4));
      }),
      runs,
    );
    expect(unitPriceField('p.required', 'p').safeParse('').error?.issues[0]?.message).toBe('p.required');
  });
  it('a percent is 0 to 100 with up to 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.constantFrom(0, 1, 2), (hundredths, decimals) => {
        const value = (hundredths / 100).toFixed(decimals);
        const exact = Number(value) * 100 === hundredths;
        const result = percentField('t').safeParse(value);
        if (exact) expect(result.success).toBe(hundredths <= 10_000);
        if (result.success) expect(Number(result.data)).toBeLessThanOrEqual(100);
      }),
      runs,
    );
    expect(percentField('t').safeParse('100.001').success).toBe(false);
    expect(percentField('t').parse('5,5')).toBe('5.5');
  });
});

/** Days in a month by the Gregorian rule, without Date. */
const daysIn = (year: number, month: number) =>
  month === 2
    ? (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('calendarDay', () => {
  const field = calendarDay('x.required', 'x.invalid');

  it('takes exactly the real days from 1900-01-01 to 9999-12-31 written YYYY-MM-DD', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_500 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          const real =
            year >= 1900 &&
            year <= 9999 &&
            month >= 1 &&
            month <= 12 &&
            day >= 1 &&
            day <= daysIn(year, month);
          expect(isCalendarDay(value), value).toBe(real);
          const result = field.safeParse(` ${value} `);
          if (real) expect(result.data).toBe(value);
          else expect(firstMessage(result)).toBe('x.invalid');
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('refuses the drifted copies’ favourites, and anything that is not a text', () => {
    for (const bad of [
      '2030-02-31',
      '2030-04-31',
      '2030-13-01',
      '2030-00-10',
      '0000-01-01',
      '1899-12-31',
      '10000-01-01',
      '2026-1-5',
      '2026-01-15T00:00:00Z',
    ]) {
      expect(field.safeParse(bad).success, bad).toBe(false);
    }
    expect(isCalendarDay(FIRST_DAY)).toBe(true);
    fc.assert(
      fc.property(fc.oneof(notText, fc.constant(null), fc.string()), (value) => {
        const result = field.safeParse(value);
        if (result.success) expect(isCalendarDay(result.data)).toBe(true);
        if (typeof value !== 'string' || value.trim() === '') expect(firstMessage(result)).toBe('x.required');
      }),
      runs,
    );
  });
});

describe('currencyField, uuidField, optionalUuid', () => {
  it('a currency is one of the app’s codes, or of the narrower list given', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...CURRENCY_CODES, 'JPY', 'eur', ''), fc.string({ maxLength: 4 })),
        (value) => {
          expect(currencyField().safeParse(value).success).toBe(
            (CURRENCY_CODES as readonly string[]).includes(value),
          );
          expect(currencyField('x', ['EUR', 'USD']).safeParse(value).success).toBe(
            value === 'EUR' || value === 'USD',
          );
        },
      ),
      runs,
    );
    expect(currencyField('x.currency').safeParse('XYZ').error?.issues[0]?.message).toBe('x.currency');
  });
  it('an id is a UUID given back in lower case; an optional one gives null for nothing', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.boolean(), (id, upper) => {
        expect(uuidField().parse(upper ? id.toUpperCase() : id)).toBe(id.toLowerCase());
        expect(optionalUuid().parse(upper ? id.toUpperCase() : id)).toBe(id.toLowerCase());
      }),
      runs,
    );
    fc.assert(
      fc.property(fc.string(), (value) => {
        const result = uuidField('x.id').safeParse(value);
        if (result.success)
          expect(result.data).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        else expect(firstMessage(result)).toBe('x.id');
      }),
      runs,
    );
    for (const none of ['', null, undefined]) expect(optionalUuid().parse(none)).toBeNull();
  });
});

/**
 * What a checked text gives for `value`: `blank` when blank, the trimmed text when `valid`, else
 * the message `key`.
 */
function expectChecked(
  result: { data?: unknown; error?: { issues: { message: string }[] } },
  value: string,
  valid: boolean,
  expected: { blank: unknown; key: string },
) {
  const trimmed = value.trim();
  if (trimmed === '') expect(result.data).toBe(expected.blank);
  else if (valid) expect(result.data).toBe(trimmed);
  else expect(firstMessage(result)).toBe(expected.key);
}

describe('e-mail addresses and phone numbers', () => {
  const addresses = fc.oneof(
    fc.emailAddress(),
    anyText,
    fc.constant('a@b.fr'),
    fc.constant(' prenom.nom@exemple.fr '),
  );
  it('an e-mail address is the spec pattern, trimmed, at most 254 characters', () => {
    fc.assert(
      fc.property(addresses, (value) => {
        const valid = EMAIL_PATTERN.test(value.trim()) && value.trim().length <= 254;
        const required = emailField('x.required', 'x.invalid').safeParse(value);
        expectChecked(required, value, valid, { blank: undefined, key: 'x.invalid' });
        if (value.trim() === '') expect(firstMessage(required)).toBe('x.required');
        const optional = optionalEmail('x.invalid').safeParse(value);
        expectChecked(optional, value, valid, { blank: null, key: 'x.invalid' });
      }),
      runs,
    );
  });
  const phones = fc.oneof(
    fc.string({ unit: fc.constantFrom(...'0123456789 -+.()'), maxLength: 45 }),
    fc
      .array(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 3 }), {
        maxLength: 8,
      })
      .chain((groups) => fc.constantFrom(groups.join(' '), `+${groups.join('-')}`)),
  );
  it('a phone number has an optional plus, digits, spaces or dashes, and at least 10 digits', () => {
    fc.assert(
      fc.property(phones, (value) => {
        const trimmed = value.trim();
        const valid =
          /^\+?[\d\s-]+$/.test(trimmed) && phoneDigits(trimmed).length >= 10 && trimmed.length <= 40;
        expect(valid).toBe(trimmed.length <= 40 && isValidPhone(trimmed));
        const optional = optionalPhone('x.phone').safeParse(value);
        expectChecked(optional, value, valid, { blank: null, key: 'x.phone' });
        const textOnly = optionalPhone('x.phone', { blank: '', textOnly: true }).safeParse(value);
        expectChecked(textOnly, value, valid, { blank: '', key: 'x.phone' });
      }),
      runs,
    );
  });
});
