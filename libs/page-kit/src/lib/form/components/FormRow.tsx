import styled from 'styled-components';

/** Fields or actions side by side (code + send button, submit + secondary action). */
export const FormRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(3)};
  & > * {
    flex: 1;
  }
`;
