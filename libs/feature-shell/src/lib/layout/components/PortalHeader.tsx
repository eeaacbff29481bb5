import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { activeModalState, sessionTokenState, useFeatureSwitches } from '@portal/data-access';
import { Button } from '@portal/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ChatButton } from '../../chat/components/ChatButton';
import { useMemberActions } from '../../header/hooks/useMemberActions';
import { ThemeToggle } from './ThemeToggle';

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
`;

export const StyledSpacer = styled.div`
  flex: 1;
`;

export const StyledActions = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
`;

export const StyledLogo = styled.img`
  display: block;
  height: 40px;
  width: auto;
`;

export interface PortalHeaderProps {
  /** Logo only on register (docs/product/shell-and-navigation.md). */
  showLogo?: boolean;
}

/**
 * The top bar (docs/product/shell-and-navigation.md): theme area, logo on register. Guests: login, register when DIRECTREG3
 * is on, free demo when free play is on. Logged in: deposit and withdraw (when the member centre
 * is available), the balance with hide toggle and refresh, chat (CBS3) and the avatar menu
 * (`MemberActions`, whose code loads only for a member).
 */
export function PortalHeader({ showLogo = false }: PortalHeaderProps) {
  const { t } = useLingui();
  const brand = useBrand();
  const token = useAtomValue(sessionTokenState);
  const openModal = useSetAtom(activeModalState);
  const { MemberActions } = useMemberActions(Boolean(token));
  const switches = useFeatureSwitches();

  return (
    <StyledHeader>
      <ThemeToggle />
      {showLogo && (
        <Link to="/" aria-label={t`Home`}>
          <StyledLogo src={brand.logo} alt={brand.name} width={160} height={40} />
        </Link>
      )}
      <StyledSpacer />
      <StyledActions aria-label={t`Account`}>
        {token ? (
          MemberActions && <MemberActions />
        ) : (
          <>
            {switches.FREEPLAY3 && (
              <Button variant="ghost" onClick={() => openModal('freePlay')}>
                {t`Free demo`}
              </Button>
            )}
            <Button variant="secondary" onClick={() => openModal('login')}>
              {t`Log in`}
            </Button>
            {switches.DIRECTREG3 && (
              <Button variant="primary" onClick={() => openModal('register')}>
                {t`Register`}
              </Button>
            )}
            <ChatButton loggedIn={false} />
          </>
        )}
      </StyledActions>
    </StyledHeader>
  );
}
