import { useLingui } from '@lingui/react/macro';
import { useSystemStatus } from '@portal/data-access';
import { Spinner } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IpRestrictionPage } from './IpRestrictionPage';
import { MaintenancePage } from './MaintenancePage';

const StyledSplash = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.surface.base};
`;

export interface SystemStatusGateProps {
  children: ReactNode;
  contactHref?: string;
}

/**
 * Root render by system status (docs/product/shell-and-navigation.md): 0 the app, 1 maintenance, 2 IP restriction.
 * If the status cannot be read at all, the app still mounts: the portal's own calls will show
 * their errors, which beats a blank page.
 */
export function SystemStatusGate({ children, contactHref }: SystemStatusGateProps) {
  const { t } = useLingui();
  const { data, isPending } = useSystemStatus();
  if (isPending) {
    return (
      <StyledSplash>
        <Spinner size="lg" label={t`Loading…`} />
      </StyledSplash>
    );
  }
  if (data?.status === 1) return <MaintenancePage message={data.message} contactHref={contactHref} />;
  if (data?.status === 2) return <IpRestrictionPage ip={data.ip} country={data.country} contactHref={contactHref} />;
  return <>{children}</>;
}
