import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@portal/ui-kit';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

const StyledSideMenu = styled.aside<{ $mini: boolean }>`
  position: sticky;
  top: 0;
  align-self: start;
  height: 100vh;
  flex-shrink: 0;
  width: ${({ theme, $mini }) => ($mini ? theme.component.sideMenu.widthMini : theme.component.sideMenu.width)}px;
  background: ${({ theme }) => theme.component.sideMenu.background};
  border-right: 1px solid ${({ theme }) => theme.color.border.subtle};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(4, 2)};
  transition: width ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  overflow: hidden auto;
  z-index: ${({ theme }) => theme.zIndex.sideMenu};
`;

const StyledNavLink = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: 44px;
  padding: ${({ theme }) => theme.spacing(0, 3)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.secondary};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.color.surface.hover};
    color: ${({ theme }) => theme.color.text.primary};
  }
  &.active {
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.text};
  }
`;

const StyledIcon = styled.span`
  width: 24px;
  text-align: center;
  flex-shrink: 0;
`;

const StyledToggle = styled.button`
  margin-top: auto;
  min-height: 40px;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;
`;

export interface SideMenuProps {
  mini: boolean;
  onToggleMini: () => void;
}

/**
 * The left side menu (spec §2). This first version has the fixed entries (Home, In-House,
 * Promotions) and the mini/expanded toggle; categories with vendors, language list, customer
 * service, app download and social links come with the shell issue.
 */
export function SideMenu({ mini, onToggleMini }: SideMenuProps) {
  const { t } = useLingui();
  const items = [
    { to: '/', icon: '⌂', label: t`Home`, end: true },
    { to: '/inhouse', icon: '★', label: t`In-House`, end: false },
    { to: '/promotions', icon: '🎁', label: t`Promotions`, end: false },
  ];
  return (
    <StyledSideMenu $mini={mini} aria-label={t`Main menu`}>
      <nav>
        {items.map((item) => (
          <StyledNavLink key={item.to} to={item.to} end={item.end} title={mini ? item.label : undefined}>
            <StyledIcon aria-hidden="true">{item.icon}</StyledIcon>
            {!mini && <span>{item.label}</span>}
            {mini && <VisuallyHidden>{item.label}</VisuallyHidden>}
          </StyledNavLink>
        ))}
      </nav>
      <StyledToggle type="button" onClick={onToggleMini} aria-expanded={!mini} aria-label={mini ? t`Expand menu` : t`Collapse menu`}>
        {mini ? '»' : '«'}
      </StyledToggle>
    </StyledSideMenu>
  );
}
