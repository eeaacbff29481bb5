import { useLingui } from '@lingui/react/macro';
import type { Breadcrumb } from '@portal/api-contract';
import styled from 'styled-components';

export interface BreadcrumbsProps {
  items: Breadcrumb[];
  /** Opens the team of one of the agents on the path. */
  onSelect: (id: number) => void;
}

const StyledBreadcrumbs = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(1)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
  }
  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.color.text.tertiary};
  }
  button {
    min-width: 24px;
    min-height: 24px;
    border: 0;
    background: none;
    padding: 0;
    color: ${({ theme }) => theme.color.text.link};
    cursor: pointer;
    font: inherit;
  }
  /* A finger: each step is a 44 px target (docs/product/phone-layout.md). */
  ${({ theme }) => theme.media.touch} {
    button {
      min-height: ${({ theme }) => theme.component.touchTarget}px;
      padding: ${({ theme }) => theme.spacing(0, 1)};
    }
  }
`;

/** The path from the agent down to the team shown; every step but the last opens its team. */
export function Breadcrumbs({ items, onSelect }: BreadcrumbsProps) {
  const { t } = useLingui();
  return (
    <StyledBreadcrumbs aria-label={t`Team path`}>
      <ol>
        {items.map((item, i) => (
          <li key={item.id}>
            {i === items.length - 1 ? (
              <span aria-current="page">{item.username}</span>
            ) : (
              <button type="button" onClick={() => onSelect(item.id)}>
                {item.username}
              </button>
            )}
          </li>
        ))}
      </ol>
    </StyledBreadcrumbs>
  );
}
