import { useLingui } from '@lingui/react/macro';
import type { Endpoints, ResponseOf } from '@portal/api-contract';
import { Button, Money, StatCard, StatGrid } from '@portal/ui-kit';
import styled from 'styled-components';
import type { BringAllBackResult } from '../hooks/useBringAllBack';
import { getRecoverableWallets, type WalletRow } from '../utils/getWalletRows';
import { WalletList } from './WalletList';
import { WalletTransferForm } from './WalletTransferForm';

export interface WalletPageContentProps {
  rows: readonly WalletRow[];
  funds: ResponseOf<Endpoints['consolidatedFunds']>;
  refreshing: boolean;
  onRefresh: () => void;
  bringingBack: boolean;
  onBringAllBack: (wallets: readonly WalletRow[]) => void;
  lastResult: BringAllBackResult | null;
}

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
`;

const StyledSummary = styled(StatGrid).attrs({ $columns: 4 })``;

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

/** The wallet page once loaded: the figures, the wallets with "bring all back", the transfer form. */
export function WalletPageContent({ rows, funds, refreshing, onRefresh, bringingBack, onBringAllBack, lastResult }: WalletPageContentProps) {
  const { t } = useLingui();
  const recoverable = getRecoverableWallets(rows);
  return (
    <StyledPage>
      <StyledSummary>
        <StatCard label={t`Total balance`} value={<Money value={funds.sumBalance} />} />
        <StatCard label={t`Main wallet`} value={<Money value={funds.mainBalance} />} />
        <StatCard label={t`In game wallets`} value={<Money value={funds.gameBalance} />} />
        <StatCard label={t`Stakes of pending bets`} value={<Money value={funds.pendingBets} />} hint={t`Not spendable until the bets settle`} />
      </StyledSummary>
      <section aria-labelledby="wallets-title">
        <StyledSectionHeader>
          <h4 id="wallets-title">{t`Wallets`}</h4>
          <Button variant="secondary" loading={bringingBack} disabled={recoverable.length === 0} onClick={() => onBringAllBack(recoverable)}>
            {t`Bring all back to main wallet`}
          </Button>
        </StyledSectionHeader>
        <WalletList rows={rows} refreshing={refreshing} onRefresh={onRefresh} />
        {lastResult && (
          <StyledNote role="status">
            {lastResult.failed.length === 0
              ? t`Moved back to the main wallet.`
              : t`Some wallets could not be emptied: ${lastResult.failed.join(', ')}. Their money is still there; try again.`}
          </StyledNote>
        )}
        <StyledNote>{t`Points: ${funds.points}. Points are not money: convert them in the reward centre.`}</StyledNote>
      </section>
      <section aria-labelledby="wallet-transfer-title">
        <StyledSectionHeader>
          <h4 id="wallet-transfer-title">{t`Transfer`}</h4>
        </StyledSectionHeader>
        <WalletTransferForm rows={rows} />
      </section>
    </StyledPage>
  );
}
