import { LOGIN_REDIRECT_EXEMPT_PATHS } from '../constants/LOGIN_REDIRECT_EXEMPT_PATHS';

/** Spec §2: with loginedToHomePage on, every route but the exempt ones needs a stored token. */
export function shouldRedirectToLogin(pathname: string, loginedToHomePage: boolean, token: string | null): boolean {
  if (!loginedToHomePage || token) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !LOGIN_REDIRECT_EXEMPT_PATHS.includes(path);
}
