import styled from 'styled-components';

const StyledFormAlert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.danger.subtle};
  color: ${({ theme }) => theme.color.danger.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface FormAlertProps {
  message: string | null;
}

/** The failure of the last submit, announced to assistive technology. */
export function FormAlert({ message }: FormAlertProps) {
  if (!message) return null;
  return <StyledFormAlert role="alert">{message}</StyledFormAlert>;
}
