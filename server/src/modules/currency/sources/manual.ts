import type { ManualRateBody } from '@comptoir/core/modules/currency';
import type { ExchangeRateSource } from './types';

/**
 * Rates entered by a super admin (needed at least for MUR, which the ECB does not publish).
 * The body was validated with `manualRateBody` (positive, at most 1e9, known codes, base ≠ quote,
 * date not in the future); the batch keeps who entered it.
 */
export const manualSource: ExchangeRateSource<{ body: ManualRateBody; userId: string }> = {
  name: 'manual',
  async collect({ body, userId }) {
    return {
      source: 'manual',
      enteredBy: userId,
      rates: [{ base: body.base, quote: body.quote, rate: body.rate, rateDate: body.rateDate }],
    };
  },
};
