import { useLingui } from '@lingui/react/macro';
import { portalAlertState, useCustomerServiceLink } from '@portal/data-access';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';

/**
 * Opens the customer-service link (type-3 path, decrypted, or the permission's address) in a small
 * window; says so when there is none. `offered`: false when the platform says customer service is
 * not offered (its entries are then left out).
 */
export function useOpenCustomerService() {
  const { t } = useLingui();
  const { url, offered } = useCustomerServiceLink();
  const isPending = url === undefined;
  const setAlert = useSetAtom(portalAlertState);
  const open = useCallback(() => {
    if (!url) {
      setAlert({
        tone: 'warning',
        message: isPending ? t`Customer service is loading, try again in a moment.` : t`Customer service is not available right now.`,
      });
      return;
    }
    window.open(url, 'customer-service', 'width=420,height=640,noopener');
  }, [url, isPending, setAlert, t]);
  return { open, url, isPending, offered };
}
