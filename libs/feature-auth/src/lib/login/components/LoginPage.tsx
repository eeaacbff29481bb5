import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoginForm } from './LoginForm';

const StyledLoginPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  width: 100%;
  max-width: 440px;
  margin: ${({ theme }) => theme.spacing(10)} auto;
  padding: ${({ theme }) => theme.spacing(6)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
`;

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
    <StyledLoginPage aria-labelledby="login-heading">
      <StyledLoginHeading id="login-heading">{t`Log in`}</StyledLoginHeading>
      <LoginForm />
      <StyledRegisterHint>
        {t`No account yet?`} <Link to="/register">{t`Register now`}</Link>
      </StyledRegisterHint>
    </StyledLoginPage>
  );
}
