import styled from 'styled-components';

/** The column of fields of a form (`<FormStack noValidate onSubmit={submit}>`). */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;
