import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { FormCard } from '@portal/page-kit';
import styled from 'styled-components';
import { LoginForm } from './LoginForm';

const StyledLoginHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const StyledRegisterHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }

  ${({ theme }) => theme.media.touch} {
    & a {
      display: inline-flex;
      align-items: center;
      min-height: ${({ theme }) => theme.component.touchTarget}px;
    }
  }
`;

/** The /login page (target of the login redirect): the login form on a page. */
export function LoginPage() {
  const { t } = useLingui();
  return (
    <FormCard aria-labelledby="login-heading">
      <StyledLoginHeading id="login-heading">{t`Log in`}</StyledLoginHeading>
      <LoginForm />
      <StyledRegisterHint>
        {t`No account yet?`} <Link to="/register">{t`Register now`}</Link>
      </StyledRegisterHint>
    </FormCard>
  );
}
