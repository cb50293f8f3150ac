/** The settings screen's currency tab (base currency, rates, converter, update status). Placeholder. */
export function CurrencyTab() {
  return null;
}
