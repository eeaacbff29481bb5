import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { useEndSession, type WithdrawOnlySession } from '@portal/data-access';
import { formatWhen } from '@portal/page-kit';
import { Button } from '@portal/ui-kit';
import { ToastRegion } from '@portal/ui-kit/toast';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BalanceDisplay } from '../../header/components/BalanceDisplay';
import { StyledActions, StyledHeader, StyledLogo, StyledSpacer } from '../../layout/components/PortalHeader';
import { ThemeToggle } from '../../layout/components/ThemeToggle';

const StyledShell = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.color.surface.base};
  color: ${({ theme }) => theme.color.text.primary};
`;

const StyledMain = styled.main`
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(8, 6)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
`;

const StyledBanner = styled.section`
  padding: ${({ theme }) => theme.spacing(4, 5)};
  border: 1px solid ${({ theme }) => theme.color.warning.base};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.warning.subtle};

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

const StyledCard = styled.section`
  padding: ${({ theme }) => theme.spacing(6)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(5)};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export interface WithdrawOnlyLayoutProps {
  exclusion: WithdrawOnlySession;
  /** The withdrawal page (feature-member's, given by the composition). */
  children?: ReactNode;
}

/**
 * The whole portal during a withdraw-only session (docs/product/responsible-gaming.md "Time-out and self-exclusion"):
 * logo, balance and log out; a banner with the exclusion and its end; the withdrawal page; the toast
 * region, so a notice queued with `toast()` shows here too. Every other address lands back here
 * (`/`), so no game, lobby, deposit or centre is reachable.
 */
export function WithdrawOnlyLayout({ exclusion, children }: WithdrawOnlyLayoutProps) {
  const { t } = useLingui();
  const brand = useBrand();
  const location = useLocation();
  const endSession = useEndSession();
  const [leaving, setLeaving] = useState(false);
  if (location.pathname !== '/' || location.search !== '' || location.hash !== '') return <Navigate to="/" replace />;

  const until = exclusion.until === null ? null : formatWhen(exclusion.until);
  const title =
    exclusion.kind === 'time_out'
      ? until === null
        ? t`You are taking a break from play`
        : t`You are taking a break from play until ${until}`
      : until === null
        ? t`Your account is permanently self-excluded`
        : t`Your account is self-excluded until ${until}`;
  const handleLogout = async () => {
    setLeaving(true);
    await endSession();
  };

  return (
    <StyledShell>
      <StyledHeader>
        <StyledLogo src={brand.logo} alt={brand.name} width={160} height={40} />
        <ThemeToggle />
        <StyledSpacer />
        <StyledActions aria-label={t`Account`}>
          <BalanceDisplay />
          <Button variant="secondary" loading={leaving} onClick={() => void handleLogout()}>
            {t`Log out`}
          </Button>
        </StyledActions>
      </StyledHeader>
      <StyledMain id="content">
        <StyledBanner aria-labelledby="withdraw-only-title">
          <h1 id="withdraw-only-title">{title}</h1>
          <p>
            {until === null
              ? t`You can still withdraw your balance. Play, deposits and the rest of the site are closed.`
              : t`You can still withdraw your balance. Play, deposits and the rest of the site are closed until then.`}
          </p>
        </StyledBanner>
        <StyledCard aria-labelledby="withdraw-only-page-title">
          <h2 id="withdraw-only-page-title">{t`Withdraw your balance`}</h2>
          {children}
        </StyledCard>
      </StyledMain>
      {/* The portal's one toast region: the routes' (in SiteServices) is not mounted in this session. */}
      <ToastRegion label={t`Notifications`} dismissLabel={t`Dismiss`} placement="bottom" />
    </StyledShell>
  );
}
