import { useLingui } from '@lingui/react/macro';
import { Button, Money } from '@portal/ui-kit';
import styled from 'styled-components';
import type { WalletRow } from '../utils/getWalletRows';

export interface WalletListProps {
  rows: readonly WalletRow[];
  refreshing: boolean;
  onRefresh: () => void;
}

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledWallet = styled.li<{ $main: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: 1px solid ${({ theme, $main }) => ($main ? theme.color.accent.base : theme.color.border.subtle)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
`;

const StyledName = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledAmount = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Every wallet with its balance and a refresh (one balance call refreshes them all). */
export function WalletList({ rows, refreshing, onRefresh }: WalletListProps) {
  const { t } = useLingui();
  return (
    <StyledList aria-label={t`Wallets`}>
      {rows.map((row) => {
        const name = row.main ? t`Main wallet` : row.name;
        return (
          <StyledWallet key={row.wallet} $main={row.main} aria-label={name}>
            <div>
              <StyledName>{name}</StyledName>
              <StyledAmount data-testid={`wallet-${row.wallet}`}>
                <Money value={row.balance} />
              </StyledAmount>
            </div>
            <Button size="sm" variant="ghost" loading={refreshing} onClick={onRefresh} aria-label={t`Refresh ${name}`}>
              {t`Refresh`}
            </Button>
          </StyledWallet>
        );
      })}
    </StyledList>
  );
}
