import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SessionProvider } from '@/session/session';
import { TopLevelErrorBoundary } from './error-screen';
import { createAppRouter } from './router';

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
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  const goHome = useCallback(() => void router.navigate(paths.home), [router]);
  return (
    <TopLevelErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SessionProvider onForcedSignOut={goHome}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </TopLevelErrorBoundary>
  );
}
