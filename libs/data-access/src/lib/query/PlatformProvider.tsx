import { createContext, useContext, type ReactNode } from 'react';
import type { PlatformClient } from '../client/createPlatformClient';

const PlatformClientContext = createContext<PlatformClient | null>(null);

export interface PlatformClientProviderProps {
  client: PlatformClient;
  children: ReactNode;
}

export function PlatformClientProvider({ client, children }: PlatformClientProviderProps) {
  return <PlatformClientContext.Provider value={client}>{children}</PlatformClientContext.Provider>;
}

export function usePlatformClient(): PlatformClient {
  const client = useContext(PlatformClientContext);
  if (!client) throw new Error('usePlatformClient must be used inside <PlatformClientProvider>');
  return client;
}
