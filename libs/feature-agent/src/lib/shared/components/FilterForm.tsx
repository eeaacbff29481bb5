import styled from 'styled-components';

/** A row of filter fields with its search button. */
export const FilterForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
  & > * {
    flex: 1 1 160px;
    min-width: 0;
  }
  & > button {
    flex: 0 0 auto;
  }

  /* A phone: the fields one under the other in the filter sheet, the search button across the width. */
  ${({ theme }) => theme.media.phone} {
    flex-direction: column;
    align-items: stretch;

    & > *,
    & > button {
      flex: 0 0 auto;
    }
  }
`;
