import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';

/** The member's limits (refetched every minute: pending changes apply and windows roll). */
export const useRgLimitsQuery = () => useEndpointQuery(routes.rgLimits, {}, { refetchInterval: 60_000 });
