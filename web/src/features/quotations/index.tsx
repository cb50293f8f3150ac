/**
 * The quotations feature's public entry: the panel of a requested product's supplier quotations,
 * loaded on first use (its code and its messages), so the demandes page and the login stay light.
 */
import { LoadingOverlay, lazyPart } from '@/components/ui/lazy-part';
import type { QuotationsPanelProps } from './components/QuotationsPanel';

export type { QuotationsPanelProps };
/** The panel's view in the URL (which product's panel is open, its controls). */
export { QUOTATION_PANEL_KEYS, useQuotationPanelParams } from './panel-params';

/** The quotations panel of one requested product (a dialog: Escape or the close button ends it). */
export const QuotationsPanelLazy = lazyPart<QuotationsPanelProps>(
  async () => (await import('./components/QuotationsPanel')).QuotationsPanel,
  // 'purchases': its 'Créer un bon de commande' opens the purchase order form.
  ['quotations', 'extraction', 'purchases'],
  <LoadingOverlay />,
);
