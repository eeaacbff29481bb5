import type { PlatformLanguage } from '@portal/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { createPlatformClient, type PlatformClient, type PlatformClientOptions } from '../client/createPlatformClient';
import { createNaclSealer } from '../encryption/createNaclSealer';
import { PlatformClientProvider } from '../query/PlatformProvider';
import { sessionIsAgentState } from '../session/states/sessionIsAgentState';
import { sessionTokenState } from '../session/states/sessionTokenState';
import { sessionUsernameState } from '../session/states/sessionUsernameState';
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

/**
 * Everything data-access needs at the top of an app: the jotai store, the react-query client and
 * the platform client (token read from the session atom; a 401 clears the session and opens login).
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
        onUnauthorized: () => {
          if (!store.get(sessionTokenState)) return;
          store.set(sessionTokenState, null);
          store.set(sessionUsernameState, null);
          store.set(sessionIsAgentState, false);
          store.set(activeModalState, 'login');
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
