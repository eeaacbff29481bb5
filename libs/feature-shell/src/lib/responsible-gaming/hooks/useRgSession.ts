import { routes } from '@portal/api-contract';
import { sessionTokenState, useEndpointQuery } from '@portal/data-access';
import { useAtomValue } from 'jotai';

/** This session's summary (start, time played, net, next reality check) while logged in; refreshed every 5 minutes. */
export function useRgSession() {
  const token = useAtomValue(sessionTokenState);
  return useEndpointQuery(routes.rgSession, {}, { enabled: Boolean(token), refetchInterval: 5 * 60_000, staleTime: 30_000 });
}
