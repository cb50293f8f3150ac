/**
 * One builder per kind of document-line field, shared by the quote, order and invoice contracts
 * (decision 0029): the same number accepts or refuses the same input everywhere. Each takes the
 * i18n keys of its module's messages. A French decimal comma is accepted ('12,5').
 */
import { z } from 'zod';

/** The largest integer part of a quantity or a price (numeric(14, 3) and numeric(16, 4) columns). */
const INTEGER_DIGITS = { quantity: 10, price: 12 } as const;
/** Decimals a unit price keeps: traders price a button bought by the thousand at 0.0375. */
export const UNIT_PRICE_DECIMALS = 4;
/** Decimals of a quantity (2.5 t, 0.125 kg). */
export const QUANTITY_DECIMALS = 3;

const numberText = (key: string) =>
  z
    .union([z.string({ error: key }), z.number({ error: key })], { error: key })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim().replace(',', '.')));

const pattern = (integer: number, decimals: number) =>
  new RegExp(`^\\d{1,${integer}}(?:\\.\\d{1,${decimals}})?$`);

/** A line's quantity: above 0, up to 3 decimals. */
export const quantityField = (key: string) =>
  numberText(key).refine(
    (v) => pattern(INTEGER_DIGITS.quantity, QUANTITY_DECIMALS).test(v) && Number(v) > 0,
    { error: key },
  );

/** A unit price: 0 or more, up to 4 decimals ('' is `requiredKey`, anything else wrong `invalidKey`). */
export const unitPriceField = (requiredKey: string, invalidKey: string) =>
  numberText(requiredKey)
    .refine((v) => v !== '', { error: requiredKey })
    .refine((v) => pattern(INTEGER_DIGITS.price, UNIT_PRICE_DECIMALS).test(v), { error: invalidKey });

/** A percent from 0 to 100 with up to 2 decimals (a discount, a VAT rate such as 5.5 or 2.1). */
export const percentField = (key: string) =>
  numberText(key).refine((v) => /^\d{1,3}(?:\.\d{1,2})?$/.test(v) && Number(v) <= 100, { error: key });
