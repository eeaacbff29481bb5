import { sessionTokenState, usePermission } from '@portal/data-access';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/**
 * Login redirect (docs/product/shell-and-navigation.md): with the setting loginedToHomePage on, a route other than login,
 * register, help centre and download visited without a session goes to /login.
 */
export function LoginRedirect({ isPublic, children }: { isPublic: boolean; children: ReactNode }) {
  const token = useAtomValue(sessionTokenState);
  const { data: permission } = usePermission();
  if (!isPublic && !token && permission?.settings.loginedToHomePage) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
