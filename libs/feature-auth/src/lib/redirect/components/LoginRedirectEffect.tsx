import { sessionTokenState, usePermission } from '@portal/data-access';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { shouldRedirectToLogin } from '../utils/shouldRedirectToLogin';

/** The login redirect (spec §2): without a token, loginedToHomePage sends every other route to /login. */
export function LoginRedirectEffect() {
  const { data: permission } = usePermission();
  const token = useAtomValue(sessionTokenState);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const loginedToHomePage = permission?.settings.loginedToHomePage ?? false;

  useEffect(() => {
    if (shouldRedirectToLogin(pathname, loginedToHomePage, token)) navigate('/login', { replace: true });
  }, [pathname, loginedToHomePage, token, navigate]);
  return null;
}
