/**
 * The quotations feature's public entry: the panel of a requested product's supplier quotations,
 * loaded on first use (its code and its messages), so the demandes page and the login stay light.
 */
import { lazy, Suspense } from 'react';
import { Loader2 } from 'lucide-react';
import { loadNamespaces } from '@/lib/i18n';
import type { QuotationsPanelProps } from './components/QuotationsPanel';

export type { QuotationsPanelProps };
/** The panel's view in the URL (which product's panel is open, its controls). */
export { QUOTATION_PANEL_KEYS, useQuotationPanelParams } from './panel-params';

const Panel = lazy(async () => {
  const [module] = await Promise.all([
    import('./components/QuotationsPanel'),
    loadNamespaces(['quotations', 'extraction']),
  ]);
  return { default: module.QuotationsPanel };
});

/** A light overlay while the panel's code loads (no text: its messages are not loaded yet). */
function Loading() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/30" aria-busy="true">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-white" />
    </div>
  );
}

/** The quotations panel of one requested product (a dialog: Escape or the close button ends it). */
export function QuotationsPanelLazy(props: QuotationsPanelProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Panel {...props} />
    </Suspense>
  );
}
