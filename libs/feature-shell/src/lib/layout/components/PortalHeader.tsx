import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { activeModalState, sessionTokenState, useFeatureSwitches } from '@portal/data-access';
import { Button } from '@portal/ui-kit';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ChatButton } from '../../chat/components/ChatButton';
import { FrameIcon } from '../../icons/components/FrameIcon';
import { phoneMenuOpenState } from '../../side-menu/states/phoneMenuOpenState';
import { HEADER_NARROW_MEDIA } from '../constants/HEADER_NARROW_MEDIA';
import { ACCOUNT_ACTIONS_ID } from '../constants/SKIP_TARGETS';
import { useMemberActions } from '../../header/hooks/useMemberActions';
import { ThemeToggle } from './ThemeToggle';
import { StyledWideOnly } from './WideOnly';

/** The top bar's parts, shared with the withdrawal-only layout (responsible-gaming). */
export const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.component.header.height}px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(0, 6)};
  background: ${({ theme }) => theme.component.header.background};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};

  /* A phone: 56 px under the notch (docs/product/phone-layout.md). */
  ${({ theme }) => theme.media.phone} {
    box-sizing: content-box;
    height: ${({ theme }) => theme.component.header.heightPhone}px;
    gap: ${({ theme }) => theme.spacing(2)};
    padding: env(safe-area-inset-top, 0px) max(${({ theme }) => theme.spacing(2)}, env(safe-area-inset-right, 0px)) 0
      max(${({ theme }) => theme.spacing(1)}, env(safe-area-inset-left, 0px));
  }
`;

export const StyledSpacer = styled.div`
  flex: 1;
`;

export const StyledActions = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};

  ${({ theme }) => theme.media.phone} {
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

export const StyledLogo = styled.img`
  display: block;
  height: 40px;
  width: auto;

  ${({ theme }) => theme.media.phone} {
    height: 32px;
    max-width: 128px;
    object-fit: contain;
    object-position: left center;
  }
`;

/** The phone's menu button (it opens the drawer); the side menu is on screen on wider windows. */
export const StyledMenuButton = styled.button`
  display: none;

  ${({ theme }) => theme.media.phone} {
    display: inline-grid;
    place-items: center;
    flex-shrink: 0;
    width: ${({ theme }) => theme.component.touchTarget}px;
    height: ${({ theme }) => theme.component.touchTarget}px;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: ${({ theme }) => theme.color.text.primary};

    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.color.border.focus};
    }
  }
`;

/** The brand's mark on a phone (always there, as the side menu is not); on wider windows where the route says (`RouteLayout.logo`). */
/** The brand mark's place in the bar (index.html's boot frame draws the same place). */
export const brandMarkStyles = css<{ $wide: boolean }>`
  display: ${({ $wide }) => ($wide ? 'block' : 'none')};
  flex-shrink: 1;
  min-width: 0;

  ${({ theme }) => theme.media.phone} {
    display: block;
  }
`;
const StyledBrandLink = styled(Link)<{ $wide: boolean }>`
  ${brandMarkStyles}
`;

/**
 * The brand's mark as the header draws it (and index.html's boot frame, rendered from it by the
 * build): below 400 px the square app icon stands for the wordmark (docs/product/phone-layout.md).
 */
export function BrandPicture({ logo, appIcon, alt }: { logo: string; appIcon?: string | null; alt: string }) {
  return (
    <picture>
      {appIcon && <source media={HEADER_NARROW_MEDIA} srcSet={appIcon} width={32} height={32} />}
      <StyledLogo src={logo} alt={alt} width={160} height={40} />
    </picture>
  );
}

export interface PortalHeaderProps {
  /** The logo on wider windows: the registration page and the points mall (`RouteLayout.logo`, docs/product/shell-and-navigation.md "Header"); a phone always shows it. */
  showLogo?: boolean;
  /** The phone's menu button shows: the route has a side menu, which a phone opens as a drawer. */
  hasMenu?: boolean;
  /**
   * A member's part (balance, messages, chat, avatar menu) is built: not while the member centre
   * opened by the address covers a phone's screen (PortalLayout's `usePageBuilt`).
   */
  accountShown?: boolean;
}

/**
 * The top bar (docs/product/shell-and-navigation.md): theme area, logo (linking home) on register and the points mall. Guests: login, register when DIRECTREG3
 * is on, free demo when free play is on. Logged in: deposit and withdraw (when the member centre
 * is available), the balance with hide toggle and refresh, chat (CBS3) and the avatar menu
 * (`MemberActions`, whose code loads only for a member).
 */
export function PortalHeader({ showLogo = false, hasMenu = false, accountShown = true }: PortalHeaderProps) {
  const { t } = useLingui();
  const brand = useBrand();
  const token = useAtomValue(sessionTokenState);
  const openModal = useSetAtom(activeModalState);
  const [menuOpen, setMenuOpen] = useAtom(phoneMenuOpenState);
  const { MemberActions } = useMemberActions(Boolean(token) && accountShown);
  const switches = useFeatureSwitches();

  return (
    <StyledHeader>
      {hasMenu && (
        <StyledMenuButton type="button" aria-label={t`Menu`} aria-haspopup="dialog" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <FrameIcon name="menu" />
        </StyledMenuButton>
      )}
      <StyledWideOnly>
        <ThemeToggle />
      </StyledWideOnly>
      <StyledBrandLink to="/" aria-label={t`Home`} $wide={showLogo}>
        <BrandPicture logo={brand.logo} appIcon={brand.appIcon} alt={brand.name} />
      </StyledBrandLink>
      <StyledSpacer />
      <StyledActions id={ACCOUNT_ACTIONS_ID} tabIndex={-1} aria-label={t`Account`}>
        {token ? (
          accountShown && MemberActions && <MemberActions />
        ) : (
          <>
            {switches.FREEPLAY3 && (
              <StyledWideOnly>
                <Button variant="ghost" onClick={() => openModal('freePlay')}>
                  {t`Free demo`}
                </Button>
              </StyledWideOnly>
            )}
            <Button variant="secondary" onClick={() => openModal('login')}>
              {t`Log in`}
            </Button>
            {switches.DIRECTREG3 && (
              <Button variant="primary" onClick={() => openModal('register')}>
                {t`Register`}
              </Button>
            )}
            <StyledWideOnly>
              <ChatButton loggedIn={false} />
            </StyledWideOnly>
          </>
        )}
      </StyledActions>
    </StyledHeader>
  );
}
