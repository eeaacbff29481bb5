import { endpoints } from '@portal/api-contract';
import { useBalance, useEndpointQuery } from '@portal/data-access';
import { useMemo } from 'react';
import { getWalletRows } from '../utils/getWalletRows';

/** The member's wallets (main first, then the merchant's game wallets) with their balances. */
export function useWallets() {
  const balance = useBalance();
  const merchant = useEndpointQuery(endpoints.merchantWallet, {}, { staleTime: 5 * 60_000 });
  const rows = useMemo(() => (balance.data && merchant.data ? getWalletRows(balance.data, merchant.data.wallets) : undefined), [balance.data, merchant.data]);
  return { rows, balance, merchant };
}
