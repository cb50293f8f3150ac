/**
 * The documents feature's public entry: a requested product's documents library, loaded on first
 * use (its code and its messages).
 */
import { lazy, Suspense } from 'react';
import { Loader2 } from 'lucide-react';
import { loadNamespaces } from '@/lib/i18n';
import type { DocumentsLibraryProps } from './components/DocumentsLibrary';

export type { DocumentsLibraryProps };

const Library = lazy(async () => {
  const [module] = await Promise.all([
    import('./components/DocumentsLibrary'),
    loadNamespaces(['documents']),
  ]);
  return { default: module.DocumentsLibrary };
});

/** The documents library of one requested product, shown in its Documents tab. */
export function DocumentsLibraryLazy(props: DocumentsLibraryProps) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-6" aria-busy="true">
          <Loader2 aria-hidden="true" className="text-muted-foreground size-6 animate-spin" />
        </div>
      }
    >
      <Library {...props} />
    </Suspense>
  );
}
