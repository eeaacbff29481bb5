import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { activeModalState, sessionTokenState, useFeatureSwitches } from '@portal/data-access';
import { Button, Drawer } from '@portal/ui-kit';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ChatButton } from '../../chat/components/ChatButton';
import { InstallEntry } from '../../installed-app/components/InstallEntry';
import { useInstallOffer } from '../../installed-app/hooks/useInstallOffer';
import { promptInstall } from '../../installed-app/utils/installPrompt';
import { ThemeToggle } from '../../layout/components/ThemeToggle';
import { SessionClock } from '../../responsible-gaming/components/SessionClock';
import { SideMenu } from '../../side-menu/components/SideMenu';
import { phoneMenuOpenState } from '../../side-menu/states/phoneMenuOpenState';

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: ${({ theme }) => theme.component.header.heightPhone}px;
  /* Room on the right for the drawer's close button. */
  padding: ${({ theme }) => theme.spacing(1.5, 14, 0, 4)};
`;

const StyledLogo = styled.img`
  display: block;
  height: 32px;
  max-width: 100%;
  width: auto;
`;

const StyledTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2, 4)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

/** "Add to home screen", a row like the menu's, under the tools. */
const StyledInstall = styled.div`
  padding: ${({ theme }) => theme.spacing(2, 2, 0)};
`;

/**
 * The phone's main menu (docs/product/phone-layout.md): the side menu in a drawer, with what a
 * phone's header has no room for (the theme switch, free play, chat, the session clock) and, once
 * the browser can install the brand, "Add to home screen" (docs/product/installed-app.md). Any
 * navigation from it closes it.
 */
export function PhoneMenuDrawer() {
  const { t } = useLingui();
  const brand = useBrand();
  const [open, setOpen] = useAtom(phoneMenuOpenState);
  const loggedIn = Boolean(useAtomValue(sessionTokenState));
  const switches = useFeatureSwitches();
  const openModal = useSetAtom(activeModalState);
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    setOpen(false);
  }, [key, setOpen]);
  // The drawer belongs to a phone: leaving it (the layout stops rendering this) closes it.
  useEffect(() => () => setOpen(false), [setOpen]);
  const close = () => setOpen(false);
  const installOffer = useInstallOffer();

  return (
    <Drawer open={open} onClose={close} ariaLabel={t`Main menu`} closeLabel={t`Close menu`}>
      <StyledTop>
        <Link to="/" aria-label={t`Home`} onClick={close}>
          <StyledLogo src={brand.logo} alt={brand.name} width={128} height={32} />
        </Link>
      </StyledTop>
      <StyledTools>
        <ThemeToggle />
        {loggedIn ? <SessionClock /> : null}
        {!loggedIn && switches.FREEPLAY3 ? (
          <Button
            variant="ghost"
            onClick={() => {
              close();
              openModal('freePlay');
            }}
          >
            {t`Free demo`}
          </Button>
        ) : null}
        <ChatButton loggedIn={loggedIn} />
      </StyledTools>
      {installOffer ? (
        <StyledInstall>
          <InstallEntry offer={installOffer} onPrompt={() => void promptInstall()} />
        </StyledInstall>
      ) : null}
      <SideMenu mini={false} onToggleMini={close} inDrawer />
    </Drawer>
  );
}
