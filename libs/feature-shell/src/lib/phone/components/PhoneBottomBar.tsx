import { useLingui } from '@lingui/react/macro';
import { CENTRE_MENU_PAGE, activeModalState, sessionTokenState } from '@portal/data-access';
import type { CentreScreen, MemberCentrePage } from '@portal/page-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { ModalPlaceholder } from '@portal/ui-kit';
import { Suspense, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled, { createGlobalStyle, css } from 'styled-components';
import { useShellOptions } from '../../app/contexts/ShellOptionsContext';
import { useOpenMemberCentre } from '../../header/hooks/useOpenMemberCentre';
import { useSectionOffered } from '../../side-menu/hooks/useSectionOffered';
import { FrameIcon } from '../../icons/components/FrameIcon';
import { PORTAL_ROUTES, type PortalPageId } from '../../routes/constants/PORTAL_ROUTES';
import { ChunkBoundary, lazyComponent } from '@portal/page-kit/chunks';
import { PhoneIcon } from './PhoneIcon';

const GamesSheet = lazyComponent(() => import('./GamesSheet'), 'GamesSheet');

/** While the bar shows, what is fixed at the bottom (the toasts, the analytics consent) sits above it. */
const BottomBarSpace = createGlobalStyle`
  :root {
    --portal-bottom-bar-height: ${({ theme }) => theme.component.bottomBar.height}px;
  }
`;

const StyledBar = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  padding: 0 env(safe-area-inset-right, 0px) env(safe-area-inset-bottom, 0px) env(safe-area-inset-left, 0px);
  background: ${({ theme }) => theme.component.bottomBar.background};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

const StyledList = styled.ul`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  height: ${({ theme }) => theme.component.bottomBar.height}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyles = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: 100%;
  height: 100%;
  min-width: ${({ theme }) => theme.component.touchTarget}px;
  padding: ${({ theme }) => theme.spacing(1, 0.5, 0.5)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-decoration: none;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &.active,
  &[aria-current='page'],
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.color.accent.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -3px;
  }
`;

const StyledLink = styled(NavLink)`
  ${itemStyles}
`;

const StyledButton = styled.button`
  ${itemStyles}
`;

/** The games' routes (lobbies, lotteries): Games is the current item on any of them. */
const GAME_PAGES: ReadonlySet<PortalPageId> = new Set(['lobby', 'elott', 'lottery', 'vnlottery', 'seamless']);
const GAME_ROUTES = new Set(PORTAL_ROUTES.filter(({ page }) => GAME_PAGES.has(page)).map(({ path }) => path));

function Item({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}

/**
 * The phone's bottom navigation bar (docs/product/phone-layout.md): Home, Games (a sheet of the
 * game categories), Promotions (when the white-label menu offers it), Deposit and Account, in
 * places that never change. A guest's Deposit and Account open Log in.
 */
export function PhoneBottomBar() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const loggedIn = Boolean(useAtomValue(sessionTokenState));
  const openModal = useSetAtom(activeModalState);
  const openMemberCentre = useOpenMemberCentre();
  const { memberCentreAvailable } = useShellOptions();
  const offered = useSectionOffered();
  const [gamesOpen, setGamesOpen] = useState(false);
  const [gamesBackdropShown, setGamesBackdropShown] = useState(false);
  const closeGames = () => {
    setGamesOpen(false);
    setGamesBackdropShown(false);
  };
  const open = (page: CentreScreen<MemberCentrePage>) => (loggedIn ? openMemberCentre(page) : openModal('login'));
  return (
    <StyledBar aria-label={t`Bottom navigation`}>
      <BottomBarSpace />
      <StyledList>
        <Item>
          <StyledLink to="/" end>
            <FrameIcon name="home" size={22} />
            <span>{t`Home`}</span>
          </StyledLink>
        </Item>
        <Item>
          <StyledButton
            type="button"
            aria-haspopup="dialog"
            aria-expanded={gamesOpen}
            aria-current={GAME_ROUTES.has(pathname) ? 'page' : undefined}
            onClick={() => setGamesOpen(true)}
          >
            <FrameIcon name="grid" size={22} />
            <span>{t`Games`}</span>
          </StyledButton>
        </Item>
        {offered('/promotions') && (
          <Item>
            <StyledLink to="/promotions">
              <FrameIcon name="promotions" size={22} />
              <span>{t`Promotions`}</span>
            </StyledLink>
          </Item>
        )}
        {memberCentreAvailable && (
          <>
            <Item>
              <StyledButton type="button" onClick={() => open('depositv2')}>
                <PhoneIcon name="wallet" />
                <span>{t`Deposit`}</span>
              </StyledButton>
            </Item>
            <Item>
              {/* The member centre at its menu, its first screen on a phone (docs/product/phone-layout.md "Centres"). */}
              <StyledButton type="button" onClick={() => open(CENTRE_MENU_PAGE)}>
                <PhoneIcon name="account" />
                <span>{t`Account`}</span>
              </StyledButton>
            </Item>
          </>
        )}
      </StyledList>
      {gamesOpen && (
        <ChunkBoundary place="part" onError={closeGames}>
          {/* The first tap dims the page at once, while the sheet's code loads (docs/product/performance.md "Taps on a phone"). */}
          <Suspense fallback={<ModalPlaceholder onShown={() => setGamesBackdropShown(true)} onDismiss={closeGames} />}>
            <GamesSheet onClose={closeGames} backdropShown={gamesBackdropShown} />
          </Suspense>
        </ChunkBoundary>
      )}
    </StyledBar>
  );
}
