import { formatMoney, isCurrencyCode } from '@comptoir/core/currency';
import type { Money } from '@comptoir/core/modules/products';

/** An amount in its currency's style ('1 234,50 €'), or 'amount CODE' for an unknown code. */
export function formatPrice(price: Money): string {
  return isCurrencyCode(price.currency)
    ? formatMoney(price.amount, price.currency)
    : `${price.amount} ${price.currency}`;
}
