import { Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { fieldLabelStyles } from './fieldLabelStyles';

/**
 * The look of `Input` shared by the react-aria fields (Select, ComboBox, DateRangePicker), so
 * every field of a form has the same label, height, border and message.
 */
export const StyledField = styled.div`
  display: flex;
  width: 100%;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

export const StyledFieldLabel = styled(Label)<{ $hidden: boolean }>`
  ${fieldLabelStyles}
`;

export const StyledFieldRequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.spacing(0.5)};
  color: ${({ theme }) => theme.component.input.requiredMark};
`;

/** The bordered box; put `data-invalid` / `data-disabled` on it (react-aria does for its own parts). */
export const fieldControlStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  box-sizing: border-box;
  width: 100%;
  min-height: ${({ theme }) => `${theme.component.input.height}px`};
  padding: ${({ theme }) => theme.spacing(0, 3)};
  border: 1px solid ${({ theme }) => theme.component.input.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.component.input.background};
  color: ${({ theme }) => theme.component.input.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: left;

  /* A finger's target, and 16 px text so a phone does not zoom in on focus. */
  ${({ theme }) => theme.media.touch} {
    min-height: ${({ theme }) => theme.component.touchTarget}px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  transition: border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &:hover {
    border-color: ${({ theme }) => theme.component.input.borderHover};
  }

  &[data-focus-visible],
  &[data-focus-within],
  &[data-focused]:not([data-pressed]):focus-visible,
  &:focus-within {
    outline: none;
    border-color: ${({ theme }) => theme.component.input.borderFocus};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.component.input.borderFocus};
  }

  &[data-invalid],
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.component.input.borderError};
    box-shadow: none;
  }

  &[data-invalid]:focus-within,
  &[data-invalid][data-focus-visible] {
    box-shadow: 0 0 0 1px ${({ theme }) => theme.component.input.borderError};
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.7;
    background: ${({ theme }) => theme.component.input.backgroundDisabled};
    border-color: ${({ theme }) => theme.component.input.border};
  }
`;

export const StyledFieldMessage = styled(Text)<{ $error: boolean }>`
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.color.danger.text : theme.color.text.tertiary)};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledFieldPlaceholder = css`
  &[data-placeholder] {
    color: ${({ theme }) => theme.component.input.placeholder};
  }
`;

export const StyledFieldPopover = styled(Popover)`
  box-sizing: border-box;
  min-width: var(--trigger-width);
  max-width: calc(100vw - 16px);
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.overlay};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text.primary};
  z-index: ${({ theme }) => theme.zIndex.overlay};

  &[data-placement='bottom'] {
    margin-top: ${({ theme }) => theme.spacing(1)};
  }
  &[data-placement='top'] {
    margin-bottom: ${({ theme }) => theme.spacing(1)};
  }
`;

export const StyledFieldListBox = styled(ListBox)`
  max-height: 320px;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing(1)};
  outline: none;
` as typeof ListBox;

export const StyledFieldOption = styled(ListBoxItem)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;
  outline: none;

  &[data-focused],
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }

  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }

  &[data-selected] {
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
` as typeof ListBoxItem;

export const StyledFieldOptionDescription = styled(Text)`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

export const StyledFieldIconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text.tertiary};
`;
