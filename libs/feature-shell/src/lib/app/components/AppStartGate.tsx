import { useLingui } from '@lingui/react/macro';
import { useCountries, useMemberInfo, usePermission } from '@portal/data-access';
import { Spinner } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledSplash = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.surface.base};
`;

export interface AppStartGateProps {
  children: ReactNode;
}

/**
 * App start (spec §4): permission and settings load first, then the portal mounts. The country
 * list is fetched alongside, and member info loads when a session token is stored (or arrived in
 * the URL: main.tsx moved it into the session before the first render). If permission cannot be
 * read the portal still mounts with the brand's defaults rather than staying blank.
 */
export function AppStartGate({ children }: AppStartGateProps) {
  const { t } = useLingui();
  const permission = usePermission();
  useCountries();
  useMemberInfo();
  if (permission.isPending) {
    return (
      <StyledSplash>
        <Spinner size="lg" label={t`Loading…`} />
      </StyledSplash>
    );
  }
  return <>{children}</>;
}
