import { useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit';
import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { CentreEntry } from '../utils/centreEntry';
import type { CentrePages } from '../utils/centrePage';
import { CentreChevronIcon } from './CentreIcons';

export interface CentreMenuProps<TPage extends string> {
  /** Accessible name of the menu (`Member centre menu`). */
  label: string;
  pages: CentrePages<TPage>;
  entries: readonly CentreEntry<TPage>[];
  /** The open page (marked `aria-current`); none on the phone's menu screen. */
  current?: TPage;
  hrefFor: (page: TPage) => string;
  /** Set on the current entry's link (the desktop frame focuses it when it opens). */
  currentRef?: RefObject<HTMLAnchorElement | null>;
  /** The phone's menu screen: full-width rows a finger hits, each with a chevron. */
  phone?: boolean;
}

const StyledMenuList = styled.ul<{ $phone: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $phone }) => ($phone ? '0' : theme.spacing(1))};
  margin: 0;
  padding: ${({ theme, $phone }) => ($phone ? theme.spacing(2, 0) : theme.spacing(3))};
  list-style: none;
`;

const StyledMenuLink = styled(Link)<{ $phone: boolean }>`
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

  ${({ $phone, theme }) =>
    $phone &&
    css`
      min-height: ${theme.spacing(13)};
      padding: ${theme.spacing(0, 4)};
      border-radius: 0;
      border-bottom: 1px solid ${theme.color.border.subtle};
      color: ${theme.color.text.primary};
      font-size: ${theme.font.size.lg};
    `}
`;

const StyledEnd = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * A centre's menu (docs/product/centres.md): one real link per entry (its `?<param>=` address, so
 * middle-click and "copy link" work), the open one marked, badges with their spoken label. The
 * same list is the left column of the desktop and the first screen of a phone.
 */
export function CentreMenu<TPage extends string>({ label, pages, entries, current, hrefFor, currentRef, phone = false }: CentreMenuProps<TPage>) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={label}>
      <StyledMenuList $phone={phone}>
        {entries.map((entry) => (
          <li key={entry.page}>
            <StyledMenuLink
              $phone={phone}
              ref={entry.page === current ? currentRef : undefined}
              to={hrefFor(entry.page)}
              aria-current={entry.page === current ? 'page' : undefined}
            >
              <span>{i18n._(pages[entry.page].label)}</span>
              {entry.badge || phone ? (
                <StyledEnd>
                  {entry.badge ? <Badge tone="danger" count={entry.badge.count} label={entry.badge.label} /> : null}
                  {phone ? <CentreChevronIcon /> : null}
                </StyledEnd>
              ) : null}
            </StyledMenuLink>
          </li>
        ))}
      </StyledMenuList>
    </nav>
  );
}
