import type { PlatformLanguage } from '@portal/api-contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import type { PlatformClient, PlatformClientOptions } from '../client/createPlatformClient';
import { PlatformClientProvider } from '../query/PlatformProvider';
import { createPlatformRuntime, type PlatformRuntime, type PlatformStore } from './createPlatformRuntime';

export interface PlatformRootProps {
  merchant: string;
  language: PlatformLanguage;
  baseUrl?: string;
  sealer?: PlatformClientOptions['sealer'];
  /** Made before the first render (startPortal: the start calls are already on their way). */
  runtime?: PlatformRuntime;
  /** For tests: a prepared store, query client or platform client. */
  store?: PlatformStore;
  queryClient?: QueryClient;
  client?: PlatformClient;
  children: ReactNode;
}

/**
 * Everything data-access needs at the top of an app: the jotai store, the react-query client and
 * the platform client (createPlatformRuntime), given or made here; `language` is the Language
 * header of the calls from now on.
 */
export function PlatformRoot({ merchant, language, baseUrl, sealer, runtime: givenRuntime, store, queryClient, client, children }: PlatformRootProps) {
  const [runtime] = useState(() => givenRuntime ?? createPlatformRuntime({ merchant, language, baseUrl, sealer, store, queryClient, client }));
  runtime.setLanguage(language);
  return (
    <JotaiProvider store={runtime.store}>
      <QueryClientProvider client={runtime.queryClient}>
        <PlatformClientProvider client={runtime.client}>{children}</PlatformClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
