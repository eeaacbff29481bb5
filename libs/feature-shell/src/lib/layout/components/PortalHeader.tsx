import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { activeModalState, sessionTokenState, sessionUsernameState } from '@portal/data-access';
import { Button } from '@portal/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ThemeToggle } from './ThemeToggle';

const StyledHeader = styled.header`
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

const StyledSpacer = styled.div`
  flex: 1;
`;

const StyledActions = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledLogo = styled.img`
  display: block;
  height: 40px;
  width: auto;
`;

export interface PortalHeaderProps {
  /** Logo only on register (spec §2). */
  showLogo?: boolean;
}

/**
 * The top bar: theme area, logo on register, and the guest actions (login, register when
 * DIRECTREG3 is on, free demo when free play is on). The logged-in side (balance, avatar menu)
 * grows in the shell issue.
 */
export function PortalHeader({ showLogo = false }: PortalHeaderProps) {
  const { t } = useLingui();
  const brand = useBrand();
  const token = useAtomValue(sessionTokenState);
  const username = useAtomValue(sessionUsernameState);
  const openModal = useSetAtom(activeModalState);
  const switches = brand.featureSwitches;

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
          <span>{username}</span>
        ) : (
          <>
            {switches.FREEPLAY3 && (
              <Button variant="ghost" onClick={() => openModal('login')}>
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
          </>
        )}
      </StyledActions>
    </StyledHeader>
  );
}
