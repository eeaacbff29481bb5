import { useLingui } from '@lingui/react/macro';
import { useBalance } from '@portal/data-access';
import { Money, Spinner } from '@portal/ui-kit';
import { useState } from 'react';
import { useOnline } from '../../installed-app/hooks/useOnline';
import styled from 'styled-components';
import { PanelIcon } from '../../icons/components/PanelIcon';
import { StyledIconButton } from './StyledIconButton';

const StyledBalance = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  height: 40px;
  padding: ${({ theme }) => theme.spacing(0, 1, 0, 3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface.sunken};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.spacing(0, 1, 0, 2)};
  }
`;

const StyledAmount = styled.output`
  min-width: 96px;
  text-align: right;
  color: ${({ theme }) => theme.color.accent.text};

  ${({ theme }) => theme.media.phone} {
    min-width: 0;
    white-space: nowrap;
  }
`;

/** A phone keeps the hide toggle from 360 px (privacy in public) and drops refresh (docs/product/phone-layout.md). */
const StyledHideToggle = styled(StyledIconButton)`
  @media (max-width: 359.98px) {
    display: none;
  }
`;

const StyledRefresh = styled(StyledIconButton)`
  ${({ theme }) => theme.media.phone} {
    display: none;
  }
`;

/**
 * The member's balance (sumBalance) with the hide toggle (`***`) and a refresh button. With no
 * network it says so instead of the last amount, which may no longer be true (docs/product/installed-app.md "Offline").
 */
export function BalanceDisplay() {
  const { t } = useLingui();
  const { data, isPending, isError, isFetching, refetch } = useBalance();
  const [hidden, setHidden] = useState(false);
  const online = useOnline();
  const handleRefresh = () => void refetch();
  return (
    <StyledBalance role="group" aria-label={t`Balance`}>
      <StyledAmount aria-live="polite" data-testid="header-balance">
        {!online ? (
          t`No connection`
        ) : isPending ? (
          <Spinner size="sm" label={t`Loading balance`} />
        ) : isError ? (
          t`Unavailable`
        ) : (
          <Money value={data.sumBalance} hidden={hidden} />
        )}
      </StyledAmount>
      <StyledHideToggle
        type="button"
        onClick={() => setHidden((value) => !value)}
        aria-pressed={hidden}
        aria-label={hidden ? t`Show balance` : t`Hide balance`}
      >
        <PanelIcon name={hidden ? 'eyeOff' : 'eye'} size={18} />
      </StyledHideToggle>
      <StyledRefresh type="button" onClick={handleRefresh} disabled={isFetching || !online} aria-label={t`Refresh balance`}>
        {isFetching && !isPending ? <Spinner size="sm" /> : <PanelIcon name="refresh" size={18} />}
      </StyledRefresh>
    </StyledBalance>
  );
}
