import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { sessionQuery } from '@/lib/session';
import { connectPreloading } from './preload';
import { AppProviders } from './providers';
import { routes } from './routes';
import { connectSessionEvents } from './session-events';

const queryClient = createQueryClient();
// Start the session check now, in parallel with loading the first page's code.
void queryClient.prefetchQuery(sessionQuery);
const router = createBrowserRouter(routes);
connectSessionEvents(queryClient, router);
// Once a screen is shown: the code of those the user may open next (see ./preload.ts).
connectPreloading(queryClient, router);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
