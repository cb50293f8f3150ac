/** A feature's piece shown in another screen, loaded on first use with its messages, so that screen stays light. */
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { loadNamespaces, type Namespace } from '@/lib/i18n';

/**
 * The component `load()` gives, loaded on first render together with the messages of `namespaces`;
 * `fallback` shows meanwhile (nothing unless told). Its `preload()` starts that loading sooner: a
 * screen that shows the part once its own data is there calls it while that data loads
 * (`usePreloadPart`), rather than loading the part only then, one after the other.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly Namespace[],
  fallback: ReactNode = null,
) {
  // The browser keeps a module once loaded or loading, and each messages file loads once: a
  // preload and the render share the same requests.
  const loadPart = async () => {
    const [component] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { default: component };
  };
  const Part = lazy(loadPart);
  function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  LazyPart.preload = () => void loadPart().catch(() => undefined); // the render shows a failure
  return LazyPart;
}

/** Preloads `part` when the component using this mounts, if `wanted` (the user may see it). */
export function usePreloadPart(part: { preload: () => void }, wanted: boolean): void {
  useEffect(() => {
    if (wanted) part.preload();
  }, [part, wanted]);
}

/** A light overlay while a dialog's code loads (no text: its messages are not loaded yet). */
export function LoadingOverlay() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/30" aria-busy="true">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-white" />
    </div>
  );
}
