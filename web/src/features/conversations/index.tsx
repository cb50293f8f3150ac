/**
 * The conversations feature's public entry: a requested product's conversation, loaded on first
 * use (its code and its messages), so the demandes page stays light.
 */
import { LoadingOverlay, lazyPart } from '@/components/ui/lazy-part';
import type { ConversationPanelProps } from './components/ConversationPanel';

export type { ConversationPanelProps };
export { formatTimeAgo } from './format';

/** The conversation of one requested product (a dialog: Escape or the close button ends it). */
export const ConversationPanelLazy = lazyPart<ConversationPanelProps>(
  async () => (await import('./components/ConversationPanel')).ConversationPanel,
  ['conversations'],
  <LoadingOverlay />,
);
