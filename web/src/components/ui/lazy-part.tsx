/** A feature's piece shown in another screen, loaded on first use with its messages, so that screen stays light. */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { loadNamespaces, type Namespace } from '@/lib/i18n';

/**
 * The component `load()` gives, loaded on first render together with the messages of `namespaces`;
 * `fallback` shows meanwhile (nothing unless told).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly Namespace[],
  fallback: ReactNode = null,
) {
  const Part = lazy(async () => {
    const [component] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { default: component };
  });
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** A light overlay while a dialog's code loads (no text: its messages are not loaded yet). */
export function LoadingOverlay() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/30" aria-busy="true">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-white" />
    </div>
  );
}
