import type { ReactNode } from 'react';
import { MenuItem as AriaMenuItem, Text } from 'react-aria-components';
import styled from 'styled-components';

export type MenuItemTone = 'default' | 'danger';

export interface MenuItemProps {
  /** Passed to the menu's `onAction`. */
  id?: string;
  children: ReactNode;
  /** Text for type-ahead when `children` is not plain text. */
  textValue?: string;
  icon?: ReactNode;
  /** A second line (e.g. the member's ID under "Profile"). */
  description?: ReactNode;
  /** A count or badge at the end of the row. */
  end?: ReactNode;
  onAction?: () => void;
  /** Makes the item a link (router navigation goes through react-aria's RouterProvider when the app sets one). */
  href?: string;
  tone?: MenuItemTone;
  disabled?: boolean;
}

const StyledMenuItem = styled(AriaMenuItem)<{ $tone: MenuItemTone }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.spacing(2.5)};
  min-height: ${({ theme }) => `${theme.component.button.height.md}px`};
  padding: ${({ theme }) => theme.spacing(1, 3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger.text : theme.color.text.primary)};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${({ theme }) => theme.color.surface.hover};
  }

  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }

  &[data-pressed] {
    background: ${({ theme }) => theme.color.surface.pressed};
  }

  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const StyledMenuItemIcon = styled.span`
  display: inline-flex;
  width: 20px;
  color: ${({ theme }) => theme.color.text.secondary};

  svg {
    width: 20px;
    height: 20px;
  }
`;

const StyledMenuItemText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const StyledMenuItemDescription = styled(Text)`
  color: ${({ theme }) => theme.color.text.tertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** One action of a `Menu` (react-aria: arrows move, Enter/Space choose, type-ahead jumps). */
export function MenuItem({ id, children, textValue, icon, description, end, onAction, href, tone = 'default', disabled = false }: MenuItemProps) {
  return (
    <StyledMenuItem
      id={id}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      onAction={onAction}
      href={href}
      isDisabled={disabled}
      $tone={tone}
    >
      <StyledMenuItemIcon aria-hidden="true">{icon}</StyledMenuItemIcon>
      <StyledMenuItemText>
        <Text slot="label">{children}</Text>
        {description ? <StyledMenuItemDescription slot="description">{description}</StyledMenuItemDescription> : null}
      </StyledMenuItemText>
      {end ?? <span />}
    </StyledMenuItem>
  );
}
