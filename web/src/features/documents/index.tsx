/**
 * The documents feature's public entry: a requested product's documents library, loaded on first
 * use (its code and its messages).
 */
import { Loader2 } from 'lucide-react';
import { lazyPart } from '@/components/ui/lazy-part';
import type { DocumentsLibraryProps } from './components/DocumentsLibrary';

export type { DocumentsLibraryProps };

/** The documents library of one requested product, shown in its Documents tab. */
export const DocumentsLibraryLazy = lazyPart<DocumentsLibraryProps>(
  async () => (await import('./components/DocumentsLibrary')).DocumentsLibrary,
  ['documents'],
  <div className="flex justify-center py-6" aria-busy="true">
    <Loader2 aria-hidden="true" className="text-muted-foreground size-6 animate-spin" />
  </div>,
);
