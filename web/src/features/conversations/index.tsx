/**
 * The conversations feature's public entry: a requested product's conversation, loaded on first
 * use (its code and its messages), so the demandes page stays light.
 */
import { lazy, Suspense } from 'react';
import { Loader2 } from 'lucide-react';
import { loadNamespaces } from '@/lib/i18n';
import type { ConversationPanelProps } from './components/ConversationPanel';

export type { ConversationPanelProps };
export { formatTimeAgo } from './format';

const Panel = lazy(async () => {
  const [module] = await Promise.all([
    import('./components/ConversationPanel'),
    loadNamespaces(['conversations']),
  ]);
  return { default: module.ConversationPanel };
});

function Loading() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/30" aria-busy="true">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-white" />
    </div>
  );
}

/** The conversation of one requested product (a dialog: Escape or the close button ends it). */
export function ConversationPanelLazy(props: ConversationPanelProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Panel {...props} />
    </Suspense>
  );
}
