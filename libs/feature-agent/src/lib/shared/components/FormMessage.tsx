import styled from 'styled-components';

/** The outcome of an agent-centre form under it: a failure (`role="alert"`, `$error`) or a success (`role="status"`). */
export const FormMessage = styled.p<{ $error: boolean }>`
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.color.danger.text : theme.color.success.text)};
`;
