import { useLingui } from '@lingui/react/macro';
import { Modal, Skeleton } from '@portal/ui-kit';
import { GAME_CATEGORY_LABELS } from '@portal/i18n';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ShellIcon, type ShellIconName } from '../../icons/components/ShellIcon';
import { useSectionOffered } from '../../side-menu/hooks/useSectionOffered';
import { useSideMenuCategories } from '../../side-menu/hooks/useSideMenuCategories';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledTile = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-height: 80px;
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
  text-decoration: none;

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.accent.base};
    color: ${({ theme }) => theme.color.accent.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/**
 * The bottom bar's Games: the in-house games and every category that has vendors (those the
 * white-label menu offers), as a sheet of tiles. `backdropShown`: the bar's ModalPlaceholder dimmed the page while this code loaded.
 */
export function GamesSheet({ onClose, backdropShown }: { onClose: () => void; backdropShown: boolean }) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const { categories, isPending } = useSideMenuCategories();
  const offered = useSectionOffered();
  const entries: Array<{ route: string; icon: ShellIconName; label: string }> = [
    ...(offered('/inhouse') ? [{ route: '/inhouse', icon: 'inhouse' as const, label: t`In-House` }] : []),
    ...categories.map(({ menu, route }) => ({ route, icon: menu.gameType as ShellIconName, label: i18n._(GAME_CATEGORY_LABELS[menu.gameType]) })),
  ];
  return (
    <Modal open onClose={onClose} title={t`Games`} closeLabel={t`Close`} backdropShown={backdropShown}>
      <nav aria-label={t`Games`}>
        <StyledGrid>
          {entries.map((entry) => (
            <li key={entry.route}>
              <StyledTile to={entry.route} onClick={onClose} aria-current={pathname === entry.route ? 'page' : undefined}>
                <ShellIcon name={entry.icon} size={26} />
                {entry.label}
              </StyledTile>
            </li>
          ))}
          {isPending &&
            Array.from({ length: 4 }, (_, index) => (
              <li key={index}>
                <Skeleton height={80} />
              </li>
            ))}
        </StyledGrid>
      </nav>
    </Modal>
  );
}
