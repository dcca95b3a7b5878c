import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import { TopLevelErrorBoundary } from './error-screen';
import { createAppRouter } from './router';
import { SessionProvider } from './session';

export function createQueryClient() {
  return new QueryClient({
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
