import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { sessionQuery } from '@/lib/session';
import { connectPrefetching, prefetchScreen } from './prefetch';
import { connectPreloading } from './preload';
import { AppProviders } from './providers';
import { routes } from './routes';
import { connectSessionEvents } from './session-events';

const queryClient = createQueryClient();
// Start the session check now, in parallel with loading the first page's code, and the first
// screen's data (see ./prefetch.ts) before the router asks for that code.
void queryClient.prefetchQuery(sessionQuery);
prefetchScreen(queryClient, window.location);
const router = createBrowserRouter(routes);
connectSessionEvents(queryClient, router);
// The data of each screen opened next, requested while its code loads.
connectPrefetching(queryClient, router);
// Once a screen is shown: the code of those the user may open next (see ./preload.ts).
connectPreloading(queryClient, router);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
