import { lazy, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BannerCarousel } from '../../banner/components/BannerCarousel';
import type { RouteLayout } from '../../routes/constants/PORTAL_ROUTES';
import { SideMenu } from '../../side-menu/components/SideMenu';
import { LazyModalBoundary } from '../../modals/components/LazyModalBoundary';
import { loadChunk } from '../../routes/utils/chunkLoad';
import { PortalHeader } from './PortalHeader';

/** The footer starts below the first screen (see StyledContent): its code loads after the first render. */
const PortalFooter = lazy(() => loadChunk(() => import('./PortalFooter')).then((m) => ({ default: m.PortalFooter })));

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
  /* The footer starts below the first screen, so content arriving never pushes it (no layout shift). */
  min-height: calc(100vh - ${({ theme }) => theme.component.header.height}px);
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

/**
 * Whether the left and top bars show on a route that hides them by default (/seamless,
 * /vnlottery): they do when the visitor came there from inside the portal (the home state), and
 * stay hidden when the page is opened directly (a launcher or app showing the game full screen),
 * unless `?bars=1` asks for them.
 */
function useBarsAllowed(layout: RouteLayout): boolean {
  const location = useLocation();
  if (!layout.barsHiddenByDefault) return true;
  if (new URLSearchParams(location.search).get('bars') === '1') return true;
  return location.key !== 'default';
}

/** The main layout: side menu, header, banner, content and footer regions per route (docs/product/shell-and-navigation.md). */
export function PortalLayout({ layout, isHome = false, isRegister = false, children }: PortalLayoutProps) {
  const startMini = Boolean(layout.sideMenuMini);
  const [mini, setMini] = useState(startMini);
  // The router keeps this layout mounted between routes: entering or leaving a route that starts
  // minimised (/seamless, /vnlottery) resets the menu to that route's default.
  const [previousStartMini, setPreviousStartMini] = useState(startMini);
  if (previousStartMini !== startMini) {
    setPreviousStartMini(startMini);
    setMini(startMini);
  }
  const barsAllowed = useBarsAllowed(layout);
  return (
    <StyledShell>
      {layout.sideMenu && barsAllowed && <SideMenu mini={mini} onToggleMini={() => setMini((value) => !value)} />}
      <StyledColumn>
        {layout.header && barsAllowed && <PortalHeader showLogo={isRegister} />}
        {layout.banner && <BannerCarousel routeGroup={layout.banner} showPagination={isHome} />}
        <StyledContent id="content">{children}</StyledContent>
        {layout.footer && (
          <LazyModalBoundary>
            <PortalFooter />
          </LazyModalBoundary>
        )}
      </StyledColumn>
    </StyledShell>
  );
}
