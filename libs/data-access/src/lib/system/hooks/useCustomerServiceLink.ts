import { decodeCustomerServicePath, routes } from '@portal/api-contract';
import { useMemo } from 'react';
import { useEndpointQuery } from '../../query/useEndpointQuery';
import { usePermission } from './usePermission';

/** Type of the `pathList` entry that is the customer-service link (docs/product/content.md). */
export const CUSTOMER_SERVICE_PATH_TYPE = 3;

/**
 * The customer-service address (docs/product/content.md "Customer service"): the type-3 `pathList`
 * entry with its path decrypted; when the link call has none or fails, the permission's
 * `customerService.url`. A permission that says customer service is not offered (`enabled:
 * false`) means none, and the link is not asked for. `url` is undefined while loading and null
 * when there is none; `offered` is false only when the permission says so.
 */
export function useCustomerServiceLink() {
  const permission = usePermission();
  const service = permission.data?.customerService;
  const offered = service?.enabled !== false;
  // Asked once the permission has said whether there is customer service (or could not be read).
  const query = useEndpointQuery(routes.customerServiceLink, {}, { staleTime: 10 * 60_000, enabled: offered && !permission.isPending });
  const url = useMemo(() => {
    if (!offered) return null;
    const entry = query.data?.version.pathList.find((item) => item.type === CUSTOMER_SERVICE_PATH_TYPE);
    if (entry) {
      try {
        return decodeCustomerServicePath(entry.path);
      } catch {
        // A path that cannot be read: the permission's address, if any.
      }
    }
    if (permission.isPending || (!query.data && !query.isError)) return undefined;
    return service?.url ?? null;
  }, [offered, query.data, query.isError, permission.isPending, service?.url]);
  return { ...query, url, offered };
}
