import styled from 'styled-components';

/** What a phone's header has no room for (docs/product/phone-layout.md): hidden on a phone, as if not wrapped elsewhere. */
export const StyledWideOnly = styled.div`
  display: contents;

  ${({ theme }) => theme.media.phone} {
    display: none;
  }
`;
