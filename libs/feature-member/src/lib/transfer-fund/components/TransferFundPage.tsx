import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { useState } from 'react';
import { useBringAllBack, type BringAllBackResult } from '../hooks/useBringAllBack';
import { useWallets } from '../hooks/useWallets';
import { WalletPageContent } from './WalletPageContent';

/**
 * My wallet (`transferFund`): the money summary (pending stakes and points apart from money),
 * every wallet with its balance, one action that brings every game wallet back to the main
 * wallet, and a transfer between wallets (docs/product/member-centre.md).
 */
export function TransferFundPage() {
  const { t } = useLingui();
  const { rows, balance, merchant } = useWallets();
  const funds = useEndpointQuery(endpoints.consolidatedFunds, {});
  const bringAllBack = useBringAllBack();
  const [lastResult, setLastResult] = useState<BringAllBackResult | null>(null);

  const all = {
    data: rows && funds.data ? { rows, funds: funds.data } : undefined,
    error: balance.error ?? merchant.error ?? funds.error,
    refetch: () => Promise.all([balance.refetch(), merchant.refetch(), funds.refetch()]),
  };
  return (
    <QueryState query={all} errorTitle={t`Your wallets could not be loaded`}>
      {(data) => (
        <WalletPageContent
          rows={data.rows}
          funds={data.funds}
          refreshing={balance.isFetching}
          onRefresh={() => void balance.refetch()}
          bringingBack={bringAllBack.isPending}
          onBringAllBack={(wallets) => void bringAllBack.mutateAsync(wallets).then(setLastResult)}
          lastResult={lastResult}
        />
      )}
    </QueryState>
  );
}
