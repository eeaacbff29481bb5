import { useLingui } from '@lingui/react/macro';
import { AGENT_MEMBER_TYPES, CENTRE_MENU_PAGE, activeModalState, useMemberInfo, usePermission } from '@portal/data-access';
import { useAgentCentreAddress } from '@portal/page-kit';
import { useSetAtom } from 'jotai';
import { useViewport, VisuallyHidden } from '@portal/ui-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useShellOptions } from '../../app/contexts/ShellOptionsContext';
import { ShellIcon } from '../../icons/components/ShellIcon';
import { PanelIcon } from '../../icons/components/PanelIcon';
import { useOpenMemberCentre } from '../hooks/useOpenMemberCentre';

const StyledAvatarMenu = styled.div`
  position: relative;
`;

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  height: 40px;
  padding: ${({ theme }) => theme.spacing(0, 2, 0, 1)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }

  /* A phone: the avatar alone, a 44 px circle (its name stays for screen readers). */
  ${({ theme }) => theme.media.phone} {
    justify-content: center;
    width: ${({ theme }) => theme.component.touchTarget}px;
    height: ${({ theme }) => theme.component.touchTarget}px;
    padding: 0;

    & > span:not([class]),
    & > svg:last-child {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
  }
`;

const StyledAvatar = styled.img`
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.round};
  object-fit: cover;
  background: ${({ theme }) => theme.color.surface.sunken};
`;

const StyledMenu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.spacing(2)});
  min-width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2)};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.overlay};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  z-index: ${({ theme }) => theme.zIndex.overlay};
`;

const StyledMenuItem = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 40px;
  padding: ${({ theme }) => theme.spacing(0, 3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.primary};
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.surface.hover};
    outline: none;
  }

  ${({ theme }) => theme.media.touch} {
    min-height: ${({ theme }) => theme.component.touchTarget}px;
  }
`;

interface MenuEntry {
  key: string;
  label: string;
  onSelect: () => void;
}

/**
 * The avatar menu: member centre, account record, betting record (when the member centre is
 * available), agent centre (agent types, when available; others get the affiliate link) and sign
 * out (confirm dialog).
 * Keyboard: Enter/Space/ArrowDown open it, arrows move, Escape closes and returns focus.
 */
export function AvatarMenu() {
  const { t } = useLingui();
  const { memberCentreAvailable, agentCentreAvailable } = useShellOptions();
  const { data: member } = useMemberInfo();
  const openModal = useSetAtom(activeModalState);
  const openPage = useOpenMemberCentre();
  const agentCentre = useAgentCentreAddress();
  const { data: permission } = usePermission();
  const affiliateUrl = permission?.resources['AFFILIATE_LINK']?.url;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const isAgent = member ? AGENT_MEMBER_TYPES.includes(member.type) : false;
  // A phone's header has no room for withdrawal and messages: they lead the menu there.
  const phone = useViewport() === 'phone';
  const entries: MenuEntry[] = [
    ...(memberCentreAvailable && phone
      ? [
          { key: 'withdraw', label: t`Withdraw`, onSelect: () => openPage('withdraw') },
          { key: 'messages', label: t`Messages`, onSelect: () => openPage('messageV2') },
        ]
      : []),
    ...(memberCentreAvailable
      ? [
          { key: 'member', label: t`Member centre`, onSelect: () => openPage('securityCenter') },
          { key: 'account', label: t`Account record`, onSelect: () => openPage('transactionHistory') },
          { key: 'bets', label: t`Betting record`, onSelect: () => openPage('personalHistoryCopy') },
        ]
      : []),
    ...(isAgent && agentCentreAvailable
      ? [
          {
            key: 'agent',
            label: t`Agent centre`,
            // The agent centre at its menu (the first page where the menu sits beside it): docs/product/centres.md.
            onSelect: () => agentCentre.goTo(CENTRE_MENU_PAGE),
          },
        ]
      : []),
    // Not an agent: the entry falls back to the affiliate link resource (docs/product/centres.md).
    ...(!isAgent && member && affiliateUrl
      ? [{ key: 'affiliate', label: t`Become an affiliate`, onSelect: () => window.open(affiliateUrl, '_blank', 'noopener') }]
      : []),
    { key: 'logout', label: t`Sign out`, onSelect: () => openModal('logoutConfirm') },
  ];

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const handlePointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[(index + 1) % items.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    } else if (event.key === 'Home') {
      event.preventDefault();
      items[0]?.focus();
    } else if (event.key === 'End') {
      event.preventDefault();
      items[items.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const name = member?.nickname || member?.account || '';
  return (
    <StyledAvatarMenu ref={containerRef}>
      <StyledTrigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={handleTriggerKeyDown}
      >
        {member?.avatarUrl ? <StyledAvatar src={member.avatarUrl} alt="" width={32} height={32} /> : <PanelIcon name="user" size={24} />}
        <span>{name}</span>
        {/* Named by its visible text plus what it opens: the name contains the visible name (WCAG 2.5.3). */}
        <VisuallyHidden>{t`Account menu`}</VisuallyHidden>
        <ShellIcon name="chevronDown" size={16} />
      </StyledTrigger>
      {open && (
        <StyledMenu id={menuId} ref={menuRef} role="menu" aria-label={t`Account menu`} onKeyDown={handleMenuKeyDown}>
          {entries.map((entry) => (
            <li key={entry.key} role="none">
              <StyledMenuItem
                type="button"
                role="menuitem"
                onClick={() => {
                  close(entry.key !== 'logout');
                  entry.onSelect();
                }}
              >
                {entry.label}
              </StyledMenuItem>
            </li>
          ))}
        </StyledMenu>
      )}
    </StyledAvatarMenu>
  );
}
