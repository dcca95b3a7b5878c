import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { isAdmin } from '@/domain/roles';
import { hasStoredSession } from '@/firebase/session-hint';
import { openSyncRecord } from '@/firebase/sync-status';
import { profileQuery } from '@/queries/users';
import type { SessionGateway, SessionUser } from '@/repositories/session';

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

interface SessionContextValue {
  state: SessionState;
  /** Loads Firebase Auth on first use and resolves with the gateway. */
  getGateway: () => Promise<SessionGateway>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

interface SessionProviderProps {
  children: ReactNode;
  /** Called when the token refresh failed and the user was signed out. */
  onForcedSignOut: () => void;
  /** Tests hand in a gateway; the app loads Firebase Auth on demand. */
  loadGateway?: () => Promise<SessionGateway>;
  /** Whether a signed-in user may be stored (then Auth is loaded at once to restore it). */
  mayHaveStoredSession?: () => boolean;
}

const loadAppGateway = () => import('./session-gateway').then((module) => module.createAppSessionGateway());

export function SessionProvider({
  children,
  onForcedSignOut,
  loadGateway = loadAppGateway,
  mayHaveStoredSession = hasStoredSession,
}: SessionProviderProps) {
  // A visitor with no stored session is signed out at once; Auth loads only when needed.
  const [state, setState] = useState<SessionState>(() =>
    mayHaveStoredSession() ? { status: 'loading', user: null } : { status: 'signed-out', user: null },
  );
  const [gateway, setGateway] = useState<SessionGateway | null>(null);
  const pending = useRef<Promise<SessionGateway> | null>(null);
  const queryClient = useQueryClient();

  const getGateway = useCallback(() => {
    pending.current ??= loadGateway().then((loaded) => {
      setGateway(loaded);
      return loaded;
    });
    return pending.current;
  }, [loadGateway]);

  useEffect(() => {
    if (state.status === 'loading') void getGateway();
    // Only the first render decides whether a stored session must be restored.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!gateway) return undefined;
    return gateway.onChange(
      (user) => {
        setState(user ? { status: 'signed-in', user } : { status: 'signed-out', user: null });
        // The chip, the sign-out question and the refusal report show the signed-in user's record.
        openSyncRecord(user?.uid ?? null);
        if (!user) queryClient.clear();
      },
      (error) => {
        console.error('Token refresh failed; signing out', error);
        void gateway.signOut().finally(onForcedSignOut);
      },
    );
  }, [gateway, onForcedSignOut, queryClient]);

  const value = useMemo(() => ({ state, getGateway }), [state, getGateway]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSessionContext() {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}

export const useSession = () => useSessionContext().state;
/** Resolves with the auth gateway, loading Firebase Auth on first use. */
export const useSessionGateway = () => useSessionContext().getGateway;

/** The signed-in user; only for components rendered behind <RequireAuth>. */
export function useSignedInUser(): SessionUser {
  const state = useSession();
  if (state.status !== 'signed-in') throw new Error('useSignedInUser outside a signed-in route');
  return state.user;
}

/** The signed-in user's profile document (role, plan, currency, electricity rate…). */
export function useProfile() {
  const state = useSession();
  return useQuery({
    ...profileQuery(state.user ?? { uid: '', email: '' }),
    enabled: state.status === 'signed-in',
  });
}

export function useIsAdmin(): { isAdmin: boolean; isLoading: boolean } {
  const state = useSession();
  const profile = useProfile();
  if (state.status === 'loading') return { isAdmin: false, isLoading: true };
  if (state.status === 'signed-out') return { isAdmin: false, isLoading: false };
  return { isAdmin: isAdmin(profile.data), isLoading: profile.isPending && profile.fetchStatus !== 'idle' };
}
