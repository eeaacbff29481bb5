import { useLingui } from '@lingui/react/macro';
import { useCountries, useMemberInfo, usePermission } from '@portal/data-access';
import { Spinner } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSideMenuCategories } from '../../side-menu/hooks/useSideMenuCategories';

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
 * App start (docs/product/shell-and-navigation.md): permission and settings (and the side menu's game categories) load first,
 * then the portal mounts. The country
 * list is fetched alongside, and member info loads when a session token is stored (or arrived in
 * the URL: main.tsx moved it into the session before the first render). If permission cannot be
 * read the portal still mounts with the brand's defaults rather than staying blank.
 */
export function AppStartGate({ children }: AppStartGateProps) {
  const { t } = useLingui();
  const permission = usePermission();
  // The side menu's categories come with the start too, so the menu does not grow under the visitor.
  const menus = useSideMenuCategories();
  useCountries();
  useMemberInfo();
  if (permission.isPending || menus.isPending) {
    return (
      <StyledSplash>
        <Spinner size="lg" label={t`Loading…`} />
      </StyledSplash>
    );
  }
  return <>{children}</>;
}
