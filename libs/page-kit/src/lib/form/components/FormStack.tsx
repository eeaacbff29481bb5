import styled from 'styled-components';

/**
 * The column of fields of a form (`<FormStack noValidate onSubmit={submit}>`). On a phone its
 * submit row takes the whole width (two buttons share it), within the thumb's reach under the
 * last field, and a field that takes the focus is scrolled into view with room under it for that
 * row above the on-screen keyboard (docs/product/phone-layout.md "Money on a phone").
 */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};

  ${({ theme }) => theme.media.phone} {
    & > button,
    & > div:has(> button[type='submit']) > button {
      flex: 1 1 0;
      width: 100%;
    }

    & > div:has(> button[type='submit']) {
      display: flex;
      gap: ${({ theme }) => theme.spacing(2)};
    }

    input,
    select,
    textarea {
      scroll-margin-bottom: ${({ theme }) => theme.spacing(24)};
    }
  }
`;
