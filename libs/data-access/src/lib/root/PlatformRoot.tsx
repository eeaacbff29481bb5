import type { ErrorKey, PlatformLanguage } from '@portal/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { createPlatformClient, type PlatformClient, type PlatformClientOptions } from '../client/createPlatformClient';
import { createNaclSealer } from '../encryption/createNaclSealer';
import { PlatformClientProvider } from '../query/PlatformProvider';
import { sessionIsAgentState } from '../session/states/sessionIsAgentState';
import { sessionTokenState } from '../session/states/sessionTokenState';
import { sessionUsernameState } from '../session/states/sessionUsernameState';
import { sessionWithdrawOnlyState } from '../session/states/sessionWithdrawOnlyState';
import { activeModalState } from '../ui/states/activeModalState';

export interface PlatformRootProps {
  merchant: string;
  language: PlatformLanguage;
  baseUrl?: string;
  sealer?: PlatformClientOptions['sealer'];
  /** For tests: a prepared store, query client or platform client. */
  store?: ReturnType<typeof createStore>;
  queryClient?: QueryClient;
  client?: PlatformClient;
  children: ReactNode;
}

/** A 403 with one of these: the session belongs to an excluded member (a withdraw-only session). */
// Literals, not ERROR_KEY: the whole key table would join the start bundle for two keys.
const EXCLUSION_KEYS: readonly (string | undefined)[] = ['rg_time_out_active', 'rg_self_excluded'] satisfies ErrorKey[];

/**
 * Everything data-access needs at the top of an app: the jotai store, the react-query client and
 * the platform client (token read from the session atom; a 401 clears the session and opens login,
 * and so does a 403 with an exclusion key outside the withdraw-only mode: a withdraw-only token
 * taken for a normal session, e.g. handed over in the URL; the login then offers the mode).
 */
export function PlatformRoot({
  merchant,
  language,
  baseUrl,
  sealer,
  store: givenStore,
  queryClient: givenQueryClient,
  client: givenClient,
  children,
}: PlatformRootProps) {
  const [store] = useState(() => givenStore ?? createStore());
  const [queryClient] = useState(() => givenQueryClient ?? new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } } }));
  const languageRef = useState(() => ({ current: language }))[0];
  languageRef.current = language;
  const [client] = useState(
    () =>
      givenClient ??
      createPlatformClient({
        baseUrl,
        merchant,
        sealer: sealer ?? createNaclSealer({ baseUrl, merchant }),
        language: () => languageRef.current,
        token: () => store.get(sessionTokenState),
        onUnauthorized: () => endSessionLocally(store),
        onForbidden: (messageKey) => {
          if (!store.get(sessionWithdrawOnlyState) && EXCLUSION_KEYS.includes(messageKey)) endSessionLocally(store);
        },
      }),
  );
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <PlatformClientProvider client={client}>{children}</PlatformClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

/** The session is over on the platform's side: forget it here and ask for a login. */
function endSessionLocally(store: ReturnType<typeof createStore>) {
  if (!store.get(sessionTokenState)) return;
  store.set(sessionTokenState, null);
  store.set(sessionUsernameState, null);
  store.set(sessionIsAgentState, false);
  store.set(sessionWithdrawOnlyState, null);
  store.set(activeModalState, 'login');
}
