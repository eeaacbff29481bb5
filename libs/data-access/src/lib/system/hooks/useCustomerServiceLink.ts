import { decodeCustomerServicePath, routes } from '@portal/api-contract';
import { useMemo } from 'react';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** Type of the `pathList` entry that is the customer-service link (docs/product/content.md). */
export const CUSTOMER_SERVICE_PATH_TYPE = 3;

/**
 * The customer-service address: the type-3 `pathList` entry with its path decrypted.
 * `url` is undefined while loading and null when the platform has none.
 */
export function useCustomerServiceLink() {
  const query = useEndpointQuery(routes.customerServiceLink, {}, { staleTime: 10 * 60_000 });
  const url = useMemo(() => {
    if (!query.data) return query.isError ? null : undefined;
    const entry = query.data.version.pathList.find((item) => item.type === CUSTOMER_SERVICE_PATH_TYPE);
    if (!entry) return null;
    try {
      return decodeCustomerServicePath(entry.path);
    } catch {
      return null;
    }
  }, [query.data, query.isError]);
  return { ...query, url };
}
