import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useToasterWanted } from '@/lib/toast';

const AppToaster = lazy(() => import('./Toaster'));

/** The app's single sonner <Toaster>, loaded the first time a toast is shown (see lib/toast.ts). */
function ToasterHost() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

/** Everything the pages rely on: the query cache and the toaster. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterHost />
    </QueryClientProvider>
  );
}
