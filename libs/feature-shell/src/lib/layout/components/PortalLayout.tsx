import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { BannerCarousel } from '../../banner/components/BannerCarousel';
import type { RouteLayout } from '../../routes/constants/PORTAL_ROUTES';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';
import { SideMenu } from './SideMenu';

const StyledShell = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.surface.base};
  color: ${({ theme }) => theme.color.text.primary};
`;

const StyledColumn = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const StyledContent = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(6)};
`;

export interface PortalLayoutProps {
  layout: RouteLayout;
  isHome?: boolean;
  isRegister?: boolean;
  children: ReactNode;
}

/** The main layout: side menu, header, banner, content and footer regions per route (spec §2). */
export function PortalLayout({ layout, isHome = false, isRegister = false, children }: PortalLayoutProps) {
  const [mini, setMini] = useState(Boolean(layout.sideMenuMini));
  return (
    <StyledShell>
      {layout.sideMenu && <SideMenu mini={mini} onToggleMini={() => setMini((value) => !value)} />}
      <StyledColumn>
        {layout.header && <PortalHeader showLogo={isRegister} />}
        {layout.banner && <BannerCarousel routeGroup={layout.banner} showPagination={isHome} />}
        <StyledContent id="content">{children}</StyledContent>
        {layout.footer && <PortalFooter />}
      </StyledColumn>
    </StyledShell>
  );
}
