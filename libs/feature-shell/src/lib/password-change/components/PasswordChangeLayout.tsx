import { useBrand } from '@portal/brand';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { StyledHeader, StyledLogo, StyledSpacer } from '../../layout/components/PortalHeader';
import { ThemeToggle } from '../../layout/components/ThemeToggle';

const StyledShell = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.surface.base};
  color: ${({ theme }) => theme.color.text.primary};
`;

export interface PasswordChangeLayoutProps {
  /** The portal's modals (the composition's): the change-password dialog opens by itself among them. */
  children?: ReactNode;
}

/**
 * The whole portal while the session must change its password (docs/product/accounts-and-auth.md
 * "Forced password change"): the brand's header with nothing to play, deposit or open, and the
 * change-password dialog over it. No route, centre or game is mounted, so nothing asks the platform
 * for what it would refuse; every address lands back on `/`. The change (or logging out) ends the
 * session, and the portal comes back.
 */
export function PasswordChangeLayout({ children }: PasswordChangeLayoutProps) {
  const brand = useBrand();
  const location = useLocation();
  if (location.pathname !== '/' || location.search !== '' || location.hash !== '') return <Navigate to="/" replace />;
  return (
    <StyledShell>
      <StyledHeader>
        <StyledLogo src={brand.logo} alt={brand.name} width={160} height={40} />
        <ThemeToggle />
        <StyledSpacer />
      </StyledHeader>
      <main id="content" />
      {children}
    </StyledShell>
  );
}
