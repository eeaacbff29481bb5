import styled from 'styled-components';

/** The side menu's box while its code loads (the start frame, a route that gains the menu): the same width, no content. */
export const StyledSideMenuPlaceholder = styled.div<{ $mini: boolean }>`
  flex: none;
  width: ${({ theme, $mini }) => ($mini ? theme.component.sideMenu.widthMini : theme.component.sideMenu.width)}px;
  height: 100vh;
  position: sticky;
  top: 0;
  background: ${({ theme }) => theme.component.sideMenu.background};
  border-right: 1px solid ${({ theme }) => theme.color.border.subtle};
`;
