import { useLingui } from '@lingui/react/macro';
import { cdnImage, VisuallyHidden } from '@portal/ui-kit';
import { GAME_CATEGORY_LABELS } from '@portal/i18n';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ShellIcon, type ShellIconName } from '../../icons/components/ShellIcon';
import { VENDOR_QUERY_KEY } from '../constants/CATEGORY_ROUTES';
import type { SideMenuCategory } from '../hooks/useSideMenuCategories';
import { StyledLabel, StyledPlainLink, StyledSubList, StyledVendorIcon } from './SideMenuStyles';

const StyledRow = styled.div`
  display: flex;
  align-items: center;
`;

const StyledExpand = styled.button<{ $expanded: boolean }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  margin-left: ${({ theme }) => theme.spacing(1)};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.tertiary};
  cursor: pointer;

  svg {
    transform: rotate(${({ $expanded }) => ($expanded ? '180deg' : '0deg')});
    transition: transform ${({ theme }) => theme.motion.duration.fast};
  }
  &:hover {
    color: ${({ theme }) => theme.color.text.primary};
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }

  ${({ theme }) => theme.media.touch} {
    width: ${({ theme }) => theme.component.touchTarget}px;
    height: ${({ theme }) => theme.component.touchTarget}px;
  }
`;

export interface SideMenuCategoryItemProps {
  category: SideMenuCategory;
  mini: boolean;
}

/** One game category: its lobby link, and (expanded) an 'all' entry plus a link per vendor with its icon. */
export function SideMenuCategoryItem({ category, mini }: SideMenuCategoryItemProps) {
  const { t, i18n } = useLingui();
  const { pathname, search } = useLocation();
  const listId = useId();
  const inCategory = pathname === category.route;
  const [expanded, setExpanded] = useState(inCategory);
  // Entering a category opens its vendor list (the menu stays mounted between routes).
  const [wasInCategory, setWasInCategory] = useState(inCategory);
  if (wasInCategory !== inCategory) {
    setWasInCategory(inCategory);
    if (inCategory) setExpanded(true);
  }
  const currentVendor = new URLSearchParams(search).get(VENDOR_QUERY_KEY);
  const { menu, route } = category;
  const title = i18n._(GAME_CATEGORY_LABELS[menu.gameType]);
  const allActive = inCategory && !currentVendor;

  return (
    <li>
      <StyledRow>
        <StyledPlainLink to={route} title={mini ? title : undefined} aria-current={allActive ? 'page' : undefined}>
          <ShellIcon name={menu.gameType as ShellIconName} />
          {mini ? <VisuallyHidden>{title}</VisuallyHidden> : <StyledLabel>{title}</StyledLabel>}
        </StyledPlainLink>
        {!mini && (
          <StyledExpand
            type="button"
            $expanded={expanded}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={t`${title} vendors`}
            onClick={() => setExpanded((value) => !value)}
          >
            <ShellIcon name="chevronDown" size={16} />
          </StyledExpand>
        )}
      </StyledRow>
      {!mini && expanded && (
        <StyledSubList id={listId} aria-label={t`${title} vendors`}>
          <li>
            <StyledPlainLink to={route} aria-current={allActive ? 'page' : undefined}>
              <ShellIcon name="grid" size={18} />
              <StyledLabel>{t`All`}</StyledLabel>
            </StyledPlainLink>
          </li>
          {menu.cards.map((card) => {
            const active = inCategory && currentVendor === card.vassalage;
            return (
              <li key={card.vassalage}>
                <StyledPlainLink to={`${route}?${VENDOR_QUERY_KEY}=${encodeURIComponent(card.vassalage)}`} aria-current={active ? 'page' : undefined}>
                  <StyledVendorIcon {...cdnImage(card.smallIcon)} alt="" width={24} height={24} loading="lazy" />
                  <StyledLabel>{card.title}</StyledLabel>
                </StyledPlainLink>
              </li>
            );
          })}
        </StyledSubList>
      )}
    </li>
  );
}
