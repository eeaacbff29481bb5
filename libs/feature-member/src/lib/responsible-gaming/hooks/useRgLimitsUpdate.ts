import { endpointQueryKey } from '@portal/data-access';
import { routes, type RgLimits } from '@portal/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Puts the limits a change answered into the cache (every query of rgLimits, whatever its token). */
export function useRgLimitsUpdate() {
  const queryClient = useQueryClient();
  return useCallback(
    (limits: RgLimits) => {
      queryClient.setQueriesData({ queryKey: endpointQueryKey(routes.rgLimits) }, limits);
    },
    [queryClient],
  );
}
