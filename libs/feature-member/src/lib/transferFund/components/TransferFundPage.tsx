import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { Button, Money, Spinner } from '@portal/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useBringAllBack, type BringAllBackResult } from '../hooks/useBringAllBack';
import { useWallets } from '../hooks/useWallets';
import { getRecoverableWallets } from '../utils/getWalletRows';
import { WalletList } from './WalletList';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
`;

const StyledSummary = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
`;

const StyledFigure = styled.div`
  padding: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  dd {
    margin: ${({ theme }) => theme.spacing(1, 0, 0)};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledSectionHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.spacing(2, 0, 0)};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

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

  if (balance.isError || merchant.isError || funds.isError) {
    return (
      <div role="alert">
        <p>{t`Your wallets could not be loaded.`}</p>
        <Button onClick={() => void Promise.all([balance.refetch(), merchant.refetch(), funds.refetch()])}>{t`Try again`}</Button>
      </div>
    );
  }
  if (!rows || !funds.data) return <Spinner size="lg" label={t`Loading`} />;

  const recoverable = getRecoverableWallets(rows);
  const handleBringAllBack = async () => setLastResult(await bringAllBack.mutateAsync(recoverable));

  return (
    <StyledPage>
      <StyledSummary>
        <StyledFigure>
          <dt>{t`Total balance`}</dt>
          <dd>
            <Money value={funds.data.sumBalance} />
          </dd>
        </StyledFigure>
        <StyledFigure>
          <dt>{t`Main wallet`}</dt>
          <dd>
            <Money value={funds.data.mainBalance} />
          </dd>
        </StyledFigure>
        <StyledFigure>
          <dt>{t`In game wallets`}</dt>
          <dd>
            <Money value={funds.data.gameBalance} />
          </dd>
        </StyledFigure>
        <StyledFigure>
          <dt>{t`Stakes of pending bets`}</dt>
          <dd>
            <Money value={funds.data.pendingBets} />
          </dd>
        </StyledFigure>
      </StyledSummary>
      <section aria-labelledby="wallets-title">
        <StyledSectionHeader>
          <h4 id="wallets-title">{t`Wallets`}</h4>
          <Button variant="secondary" loading={bringAllBack.isPending} disabled={recoverable.length === 0} onClick={() => void handleBringAllBack()}>
            {t`Bring all back to main wallet`}
          </Button>
        </StyledSectionHeader>
        <WalletList rows={rows} refreshing={balance.isFetching} onRefresh={() => void balance.refetch()} />
        {lastResult && (
          <StyledNote role="status">
            {lastResult.failed.length === 0
              ? t`Moved back to the main wallet.`
              : t`Some wallets could not be emptied: ${lastResult.failed.join(', ')}. Their money is still there; try again.`}
          </StyledNote>
        )}
        <StyledNote>{t`Points: ${funds.data.points}. Points are not money: convert them in the reward centre.`}</StyledNote>
      </section>
    </StyledPage>
  );
}
