import styled from 'styled-components';

/**
 * A game in a page's own game menu (the seamless page's picker, the VN lottery's menu): a full-width
 * row, the current game outlined in the accent colour, a touch target on touch screens.
 */
export const GameMenuButton = styled.button<{ $current: boolean }>`
  width: 100%;
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.color.accent.base : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $current }) => ($current ? theme.color.accent.subtle : theme.color.surface.raised)};
  color: ${({ theme, $current }) => ($current ? theme.color.accent.text : theme.color.text.primary)};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surface.hover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }

  ${({ theme }) => theme.media.touch} {
    min-height: ${({ theme }) => theme.component.touchTarget}px;
  }
`;
