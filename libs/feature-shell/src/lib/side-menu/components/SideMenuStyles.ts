import { Link, NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';

const rowStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.spacing(0, 3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  font: inherit;
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surface.hover};
    color: ${({ theme }) => theme.color.text.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }
  &.active,
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.text};
  }
`;

export const StyledMenuLink = styled(NavLink)`
  ${rowStyles}
`;

/** A link whose active state the caller decides (query-string aware), via aria-current. */
export const StyledPlainLink = styled(Link)`
  ${rowStyles}
`;

export const StyledMenuButton = styled.button`
  ${rowStyles}
`;

export const StyledMenuAnchor = styled.a`
  ${rowStyles}
`;

export const StyledMenuList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledSubList = styled(StyledMenuList)`
  padding: ${({ theme }) => theme.spacing(1, 0, 1, 6)};
`;

export const StyledLabel = styled.span`
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const StyledSectionTitle = styled.h2`
  margin: ${({ theme }) => theme.spacing(4, 3, 1)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.text.tertiary};
`;

export const StyledVendorIcon = styled.img`
  width: 24px;
  height: 24px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  object-fit: cover;
  background: ${({ theme }) => theme.color.surface.sunken};
`;
