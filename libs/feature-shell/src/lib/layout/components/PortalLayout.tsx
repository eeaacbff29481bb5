import { useLingui } from '@lingui/react/macro';
import { sessionTokenState } from '@portal/data-access';
import { Spinner, useViewport, type Viewport } from '@portal/ui-kit';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BannerCarousel } from '../../banner/components/BannerCarousel';
import type { RouteLayout } from '../../routes/constants/PORTAL_ROUTES';
import { StyledSideMenuPlaceholder } from '../../side-menu/components/SideMenuPlaceholder';
import { showsSideMenu, useSideMenu } from '../../side-menu/hooks/useSideMenu';
import { phoneMenuOpenState } from '../../side-menu/states/phoneMenuOpenState';
import { ChunkBoundary, lazyComponent, usePreloadOnIntent } from '@portal/page-kit/chunks';
import { ACCOUNT_ACTIONS_ID, CONTENT_ID } from '../constants/SKIP_TARGETS';
import { centreCoversPage } from '../utils/centreCoversPage';
import { PortalHeader } from './PortalHeader';

/** The footer starts below the first screen (see StyledContent): its code loads after the first render. */
const PortalFooter = lazyComponent(() => import('./PortalFooter'), 'PortalFooter');

/** A phone's drawer and bottom bar: their code loads only on a phone (docs/product/phone-layout.md). */
const PhoneMenuDrawer = lazyComponent(() => import('../../phone/components/PhoneMenuDrawer'), 'PhoneMenuDrawer');
const PhoneBottomBar = lazyComponent(() => import('../../phone/components/PhoneBottomBar'), 'PhoneBottomBar');

const StyledShell = styled.div<{ $bottomBar: boolean }>`
  display: flex;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.surface.base};
  color: ${({ theme }) => theme.color.text.primary};

  /* Room for the fixed bottom bar, so the footer's last line is not under it. */
  ${({ theme }) => theme.media.phone} {
    padding-bottom: ${({ theme, $bottomBar }) => ($bottomBar ? `calc(${theme.component.bottomBar.height}px + env(safe-area-inset-bottom, 0px))` : '0')};
  }
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

  ${({ theme }) => theme.media.phone} {
    min-height: calc(100dvh - ${({ theme }) => theme.component.header.heightPhone}px);
    padding: ${({ theme }) => theme.spacing(4, 3)};
    padding-left: max(${({ theme }) => theme.spacing(3)}, env(safe-area-inset-left, 0px));
    padding-right: max(${({ theme }) => theme.spacing(3)}, env(safe-area-inset-right, 0px));
  }
`;

/** Where the page will be while the member centre, opening over it, loads. */
const StyledCovered = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.spacing(16)};
`;

/** Skip links (WCAG 2.4.1): the first stops of the Tab key, shown when focused. */
const StyledSkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.spacing(2)};
  left: ${({ theme }) => theme.spacing(2)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accent.base};
  color: ${({ theme }) => theme.color.accent.contrast};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export interface PortalLayoutProps {
  layout: RouteLayout;
  isHome?: boolean;
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

/**
 * False while the member centre, opened by the address as the portal started, covers a phone's
 * screen: the page, its banners and the footer, the header's member part and the bottom bar are
 * built once it closes, and stay built after (docs/product/phone-layout.md "Centres": a centre
 * opened by its address).
 */
function usePageBuilt(viewport: Viewport): boolean {
  const location = useLocation();
  const signedIn = Boolean(useAtomValue(sessionTokenState));
  const covered = centreCoversPage(location, viewport, signedIn);
  const [built, setBuilt] = useState(!covered);
  if (!built && !covered) setBuilt(true);
  return built;
}

/**
 * The main layout: side menu, header, banner, content and footer regions per route
 * (docs/product/shell-and-navigation.md). On a tablet the side menu starts minimised; on a phone
 * it is a drawer behind the header's menu button, and the browsing pages get a bottom bar
 * (docs/product/phone-layout.md).
 */
export function PortalLayout({ layout, isHome = false, children }: PortalLayoutProps) {
  const { t } = useLingui();
  const viewport = useViewport();
  const phone = viewport === 'phone';
  const startMini = Boolean(layout.sideMenuMini) || viewport === 'tablet';
  const [mini, setMini] = useState(startMini);
  // The router keeps this layout mounted between routes: entering or leaving a route that starts
  // minimised (/seamless, /vnlottery), or turning a tablet into another width, resets the menu to
  // that default.
  const [previousStartMini, setPreviousStartMini] = useState(startMini);
  if (previousStartMini !== startMini) {
    setPreviousStartMini(startMini);
    setMini(startMini);
  }
  const barsAllowed = useBarsAllowed(layout);
  const header = layout.header && barsAllowed && !(phone && layout.phoneFullScreen);
  const bottomBar = phone && header && layout.footer;
  const sideMenu = showsSideMenu(layout, viewport) && barsAllowed;
  const { Part: SideMenu } = useSideMenu(sideMenu);
  const built = usePageBuilt(viewport);
  // The drawer's code is not needed for the first screen: it is asked for at the visitor's first
  // touch, scroll or key (or at the first tap of the menu button, whichever comes first), not while
  // the page starts (docs/product/performance.md "Only what the first screen shows").
  const menuOpen = useAtomValue(phoneMenuOpenState);
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (menuOpen && !drawerWanted) setDrawerWanted(true);
  usePreloadOnIntent(PhoneMenuDrawer.preload, phone);
  return (
    <StyledShell $bottomBar={header && layout.footer}>
      <StyledSkipLink href={`#${CONTENT_ID}`}>{t`Skip to content`}</StyledSkipLink>
      {header && <StyledSkipLink href={`#${ACCOUNT_ACTIONS_ID}`}>{t`Skip to account actions`}</StyledSkipLink>}
      {sideMenu && (SideMenu ? <SideMenu mini={mini} onToggleMini={() => setMini((value) => !value)} /> : <StyledSideMenuPlaceholder $mini={mini} />)}
      <StyledColumn>
        {header && <PortalHeader showLogo={Boolean(layout.logo)} hasMenu accountShown={built} />}
        {built && layout.banner && <BannerCarousel routeGroup={layout.banner} showPagination={isHome} slides={layout.bannerSlides} />}
        <StyledContent id={CONTENT_ID} tabIndex={-1}>
          {built ? (
            children
          ) : (
            <StyledCovered>
              <Spinner size="lg" label={t`Loading…`} />
            </StyledCovered>
          )}
        </StyledContent>
        {built && layout.footer && (
          <ChunkBoundary place="part">
            <PortalFooter />
          </ChunkBoundary>
        )}
      </StyledColumn>
      {phone && header && (
        <ChunkBoundary place="part">
          {drawerWanted && <PhoneMenuDrawer />}
          {bottomBar && built && <PhoneBottomBar />}
        </ChunkBoundary>
      )}
    </StyledShell>
  );
}
