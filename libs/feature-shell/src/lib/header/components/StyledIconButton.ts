import styled from 'styled-components';

/** The header's round icon buttons (balance, messages, chat): a module of its own, so a guest's header does not carry the balance. */
export const StyledIconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surface.hover};
    color: ${({ theme }) => theme.color.text.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;
