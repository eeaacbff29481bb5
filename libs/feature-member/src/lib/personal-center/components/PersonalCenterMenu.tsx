import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit';
import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PERSONAL_CENTER_PAGE_LABELS } from '../constants/PERSONAL_CENTER_PAGE_LABELS';
import type { PersonalCenterPage } from '../constants/PERSONAL_CENTER_PAGES';
import type { PersonalCenterEntry } from '../utils/getPersonalCenterEntries';

export interface PersonalCenterMenuProps {
  entries: PersonalCenterEntry[];
  current: PersonalCenterPage;
  hrefFor: (page: PersonalCenterPage) => string;
  /** Set on the current entry's link (the overlay focuses it when it opens). */
  currentRef?: RefObject<HTMLAnchorElement | null>;
}

const StyledMenuList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(3)};
  list-style: none;
`;

const StyledMenuLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: ${({ theme }) => theme.spacing(10)};
  padding: ${({ theme }) => theme.spacing(0, 3)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.secondary};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.surface.hover};
    color: ${({ theme }) => theme.color.text.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.text.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** The overlay's left menu: one link per entry (its `?member=` address), the current one marked. */
export function PersonalCenterMenu({ entries, current, hrefFor, currentRef }: PersonalCenterMenuProps) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Member centre menu`}>
      <StyledMenuList>
        {entries.map((entry) => (
          <li key={entry.page}>
            <StyledMenuLink
              ref={entry.page === current ? currentRef : undefined}
              to={hrefFor(entry.page)}
              aria-current={entry.page === current ? 'page' : undefined}
            >
              <span>{i18n._(PERSONAL_CENTER_PAGE_LABELS[entry.page])}</span>
              {entry.badge !== undefined && (
                <Badge tone="danger" count={entry.badge} label={t({ message: plural(entry.badge, { one: '# mission', other: '# missions' }) })} />
              )}
            </StyledMenuLink>
          </li>
        ))}
      </StyledMenuList>
    </nav>
  );
}
