import type { ReactNode } from 'react';
import { Button, Menu as AriaMenu, MenuTrigger as AriaMenuTrigger, Popover, Separator, type Key } from 'react-aria-components';
import styled from 'styled-components';

export type MenuPlacement = 'bottom start' | 'bottom end' | 'top start' | 'top end';

export interface MenuTriggerProps {
  /** A `MenuButton` then a `Menu`. */
  children: ReactNode;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

export interface MenuProps {
  /** Accessible name of the menu when it stands alone; inside a `MenuTrigger` react-aria names it after the button. */
  label: string;
  /** `MenuItem`s and `MenuSeparator`s. */
  children: ReactNode;
  placement?: MenuPlacement;
  /** Called with the `id` of the chosen item (items may also have their own `onAction`). */
  onAction?: (id: Key) => void;
  className?: string;
}

/** Opens a `Menu` from a `MenuButton` (react-aria: Enter, Space, ArrowDown/ArrowUp open it; Escape closes it and focus goes back). */
export function MenuTrigger({ children, isOpen, onOpenChange }: MenuTriggerProps) {
  return (
    <AriaMenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {children}
    </AriaMenuTrigger>
  );
}

/** The button that opens a menu; style it with `styled(MenuButton)` (the header's avatar, a "more" icon…). */
export const MenuButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: ${({ theme }) => `${theme.component.button.height.md}px`};
  padding: ${({ theme }) => theme.spacing(0, 3)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  cursor: pointer;

  &[data-hovered],
  &[data-pressed] {
    background: ${({ theme }) => theme.color.surface.hover};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const StyledMenuPopover = styled(Popover)`
  min-width: max(var(--trigger-width), 200px);
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.overlay};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  z-index: ${({ theme }) => theme.zIndex.overlay};

  &[data-placement='bottom'] {
    margin-top: ${({ theme }) => theme.spacing(2)};
  }
  &[data-placement='top'] {
    margin-bottom: ${({ theme }) => theme.spacing(2)};
  }
`;

const StyledMenu = styled(AriaMenu)`
  max-height: 60vh;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing(1.5)};
  outline: none;
` as typeof AriaMenu;

/** The menu's popover and list. */
export function Menu({ label, children, placement = 'bottom end', onAction, className }: MenuProps) {
  return (
    <StyledMenuPopover placement={placement}>
      <StyledMenu aria-label={label} onAction={onAction} className={className}>
        {children}
      </StyledMenu>
    </StyledMenuPopover>
  );
}

/** A line between groups of items. */
export const MenuSeparator = styled(Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.spacing(1.5, 1)};
  border: 0;
  background: ${({ theme }) => theme.color.border.subtle};
`;
