import type { Hono } from 'hono';
import { endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import {
  accountSecurity,
  activeSessions,
  bindEmail,
  bindMobile,
  confirmTwoFactor,
  disableTwoFactor,
  loginHistory,
  sendBindMobileSms,
  signOutOtherSessions,
  startTwoFactorSetup,
} from '../domain/account-security';
import { serve } from '../http/route';

/** The security centre (docs/product/security-centre.md): every call acts on the session's own member. */
export function accountRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.accountSecurity, ({ member }) => accountSecurity(gw, member.id));
  serve(app, gw, endpoints.bindMobileSms, ({ input, member, merchant, client }) => sendBindMobileSms(gw, member, { ...input, merchant, client }));
  serve(app, gw, endpoints.bindMobile, ({ input, member }) => bindMobile(gw, member, input));
  serve(app, gw, endpoints.bindEmail, ({ input, member }) => bindEmail(gw, member, input.email, input.password));
  serve(app, gw, endpoints.twoFactorSetup, ({ input, member, merchant }) => startTwoFactorSetup(gw, member, merchant, input.password));
  serve(app, gw, endpoints.twoFactorEnable, ({ input, member }) => confirmTwoFactor(gw, member, input.code));
  serve(app, gw, endpoints.twoFactorDisable, ({ input, member }) => disableTwoFactor(gw, member, input.code));
  serve(app, gw, endpoints.activeSessions, ({ member, token }) => activeSessions(gw, member.id, token));
  serve(app, gw, endpoints.signOutOtherSessions, ({ member, token }) => ({ revoked: signOutOtherSessions(gw, member.id, token) }));
  serve(app, gw, endpoints.loginHistory, ({ input, member }) => loginHistory(gw, member.id, input));
}
