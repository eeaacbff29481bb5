import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The open deposit order lives in the address too (`&depositOrder=<id>`), so a refresh keeps it on screen. */
export const DEPOSIT_ORDER_PARAM = 'depositOrder';

export function useDepositOrderParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const orderId = searchParams.get(DEPOSIT_ORDER_PARAM);
  const setOrderId = useCallback(
    (next: string | null) =>
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          if (next === null) updated.delete(DEPOSIT_ORDER_PARAM);
          else updated.set(DEPOSIT_ORDER_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [orderId, setOrderId] as const;
}
