import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SessionProvider } from '@/session/session';
import { TopLevelErrorBoundary } from './error-screen';
import { AppRoutes } from './router';

export function createQueryClient() {
  return new QueryClient({
    // Every failed read and write is logged here, once; the screens show the product's message.
    queryCache: new QueryCache({
      onError: (error, query) => console.error(`Reading ${JSON.stringify(query.queryKey)} failed`, error),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        console.error(`${String(mutation.meta?.action ?? 'A write')} failed`, error),
    }),
    defaultOptions: {
      // Reads and writes go to Firestore whatever the browser says of the network: offline, it
      // answers from the device's cache and queues the workshop's writes (issue 16), where the
      // query client's own guess would leave pages waiting.
      queries: { retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}

/** The session around the routes; a forced sign-out lands on the home page. */
function SessionAndRoutes() {
  const navigate = useNavigate();
  // useNavigate's function changes with the location; the session's callback must not.
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const goHome = useCallback(() => void navigateRef.current(paths.home), []);
  return (
    <SessionProvider onForcedSignOut={goHome}>
      <AppRoutes />
    </SessionProvider>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <TopLevelErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SessionAndRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </TopLevelErrorBoundary>
  );
}
