import { ERROR_KEY, type AccountSecurity, type ActiveSession, type LoginHistoryEntry, type LoginResult } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { immediate } from '../db/database';
import { fail } from '../core/errors';
import { pagedQuery, type PageRequest } from '../core/paging';
import { sha256 } from './crypto';
import { provePassword, retryStale, verdict } from './password-proof';
import { deviceOf } from './login-history';
import { bindSignals } from './abuse';
import { memberByIdOrThrow, mobileHolder, normaliseDialingCode, type MemberRow } from './members';
import { hasPaymentPassword } from './payment-password';
import { hit } from './rate-limit';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions';
import { checkSmsRequest, consumeSmsCode, mobileKey, sendSmsCode } from './sms';
import { checkMemberCode, enableTwoFactor, newTotpSecret, totpSecretOf, verifyTotp } from './two-factor';
import { whitelabel } from './whitelabel';
import { revokeGameSessions } from './launch';
import { emailSignal, mobileSignal } from './signals';

/** How long a 2FA secret shown in the security centre waits for its confirming code. */
export const TOTP_SETUP_TTL_MS = 10 * 60 * 1000;

const maskedMobile = (m: MemberRow) =>
  m.mobile_num ? `${m.country_dialing_code ?? ''} ${'*'.repeat(Math.max(0, m.mobile_num.length - 4))}${m.mobile_num.slice(-4)}` : null;

export function accountSecurity(gw: GatewayContext, memberId: number): AccountSecurity {
  const member = memberByIdOrThrow(gw, memberId);
  return {
    maskedMobile: maskedMobile(member),
    email: member.email,
    twoFactorEnabled: totpSecretOf(gw, member.id) !== null,
    paymentPasswordSet: hasPaymentPassword(gw, member.id),
  };
}

/**
 * The current login password, asked again before a sensitive change: 10 checks per account in 15
 * minutes (429), a wrong one is `password_error` naming the field. Checked off the event loop; the
 * change (`then`) runs right after the verdict, synchronously, while the hash checked against is
 * still the stored one (a password changed meanwhile is checked again).
 */
export async function withCurrentPassword<T>(gw: GatewayContext, member: MemberRow, password: string, then: () => T): Promise<T> {
  hit(gw, 'accountPasswordChecks', String(member.id));
  const stored = () => memberByIdOrThrow(gw, member.id).password_hash;
  return retryStale(async () => {
    const proof = await provePassword(password, stored());
    if (!verdict(proof, stored()).matches) throw fail(ERROR_KEY.passwordWrong, { field: 'password' });
    return then();
  });
}

function assertMobileFree(gw: GatewayContext, member: MemberRow, dialingCode: string, mobileNum: string): void {
  const holder = mobileHolder(gw, member.merchant, dialingCode, mobileNum);
  if (holder && holder.id !== member.id) throw fail(ERROR_KEY.mobileTaken, { field: 'mobileNum' });
}

export function sendBindMobileSms(
  gw: GatewayContext,
  member: MemberRow,
  request: { merchant: string; client: string; countryDialingCode: string; mobileNum: string },
) {
  checkSmsRequest(gw, { merchant: request.merchant, client: request.client, dialingCode: request.countryDialingCode });
  assertMobileFree(gw, member, request.countryDialingCode, request.mobileNum);
  return sendSmsCode(gw, mobileKey(request.countryDialingCode, request.mobileNum), 'bind_mobile');
}

export function bindMobile(
  gw: GatewayContext,
  member: MemberRow,
  input: { countryDialingCode: string; mobileNum: string; verificationCode: string; password: string },
): Promise<AccountSecurity> {
  return withCurrentPassword(gw, member, input.password, () => {
    assertMobileFree(gw, member, input.countryDialingCode, input.mobileNum);
    consumeSmsCode(gw, mobileKey(input.countryDialingCode, input.mobileNum), 'bind_mobile', input.verificationCode);
    immediate(gw.db, () => {
      gw.db
        .prepare('UPDATE members SET country_dialing_code = ?, mobile_num = ? WHERE id = ?')
        .run(normaliseDialingCode(input.countryDialingCode), input.mobileNum, member.id);
      // A number another account (with a sign-up bonus) holds or held shows one person behind both.
      bindSignals(gw, member.id, member.merchant, { mobile: mobileSignal(input.countryDialingCode, input.mobileNum) });
    });
    return accountSecurity(gw, member.id);
  });
}

/** Binds or changes the e-mail; the old address (if any) and the new one get a notice in the outbox. */
export function bindEmail(gw: GatewayContext, member: MemberRow, email: string, password: string): Promise<AccountSecurity> {
  return withCurrentPassword(gw, member, password, () => {
    // The address bound now (another request may have changed it while the password was checked).
    const previous = memberByIdOrThrow(gw, member.id).email;
    const notice = gw.db.prepare('INSERT INTO outbox_email (username, email, subject, created_at) VALUES (?, ?, ?, ?)');
    gw.db.transaction(() => {
      gw.db.prepare('UPDATE members SET email = ? WHERE id = ?').run(email, member.id);
      // An address another account holds (or one of its PIX keys is) shows one person behind both.
      bindSignals(gw, member.id, member.merchant, { email: emailSignal(email) });
      if (previous && previous.toLowerCase() !== email.toLowerCase()) notice.run(member.username, previous, 'Your e-mail address was changed', gw.now());
      notice.run(member.username, email, 'Your e-mail address is now bound to your account', gw.now());
    })();
    return accountSecurity(gw, member.id);
  });
}

/** otpauth URI of a secret (what the QR code carries): issuer = the brand's name. */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}

export function startTwoFactorSetup(gw: GatewayContext, member: MemberRow, merchant: string, password: string) {
  if (totpSecretOf(gw, member.id)) throw fail(ERROR_KEY.twoFactorAlreadyEnabled);
  return withCurrentPassword(gw, member, password, () => {
    // Enabled by another request while the password was checked?
    if (totpSecretOf(gw, member.id)) throw fail(ERROR_KEY.twoFactorAlreadyEnabled);
    const secret = newTotpSecret();
    const expiresAt = gw.now() + TOTP_SETUP_TTL_MS;
    gw.db
      .prepare(
        'INSERT INTO totp_pending (member_id, secret, expires_at) VALUES (?, ?, ?) ON CONFLICT (member_id) DO UPDATE SET secret = excluded.secret, expires_at = excluded.expires_at',
      )
      .run(member.id, secret, expiresAt);
    return { secret, otpauthUri: otpauthUri(whitelabel(gw, merchant).siteName, member.username, secret), expiresAt };
  });
}

export function confirmTwoFactor(gw: GatewayContext, member: MemberRow, code: string): AccountSecurity {
  if (totpSecretOf(gw, member.id)) throw fail(ERROR_KEY.twoFactorAlreadyEnabled);
  const pending = gw.db
    .prepare<unknown[], { secret: string; expires_at: number }>('SELECT secret, expires_at FROM totp_pending WHERE member_id = ?')
    .get(member.id);
  if (!pending || pending.expires_at <= gw.now()) throw fail(ERROR_KEY.twoFactorSetupExpired);
  if (!verifyTotp(pending.secret, code, gw.now())) throw fail(ERROR_KEY.twoFactorCodeInvalid, { field: 'code' });
  gw.db.transaction(() => {
    enableTwoFactor(gw, member.id, pending.secret);
    gw.db.prepare('DELETE FROM totp_pending WHERE member_id = ?').run(member.id);
  })();
  return accountSecurity(gw, member.id);
}

export function disableTwoFactor(gw: GatewayContext, member: MemberRow, code: string): AccountSecurity {
  if (!totpSecretOf(gw, member.id)) throw fail(ERROR_KEY.twoFactorNotEnabled);
  checkMemberCode(gw, member.id, code);
  gw.db.transaction(() => {
    gw.db.prepare('DELETE FROM member_totp WHERE member_id = ?').run(member.id);
    gw.db.prepare('UPDATE two_factor_challenges SET closed_at = ? WHERE member_id = ? AND closed_at IS NULL').run(gw.now(), member.id);
  })();
  return accountSecurity(gw, member.id);
}

interface SessionListRow {
  token_hash: string;
  created_at: number;
  last_seen_at: number;
  ip: string | null;
  user_agent: string | null;
}

/** Live sessions of the member: this one first, then by last activity. */
export function activeSessions(gw: GatewayContext, memberId: number, token: string): ActiveSession[] {
  const now = gw.now();
  const current = sha256(token);
  const rows = gw.db
    .prepare<unknown[], SessionListRow>(
      `SELECT s.token_hash, s.created_at, s.last_seen_at, m.ip, m.user_agent FROM sessions s
       LEFT JOIN session_meta m ON m.token_hash = s.token_hash
       WHERE s.member_id = ? AND s.revoked_at IS NULL AND s.last_seen_at > ? AND s.created_at > ?
       ORDER BY (s.token_hash = ?) DESC, s.last_seen_at DESC`,
    )
    .all(memberId, now - SESSION_IDLE_MS, now - SESSION_ABSOLUTE_MS, current);
  return rows.map((r) => ({
    id: r.token_hash.slice(0, 16),
    current: r.token_hash === current,
    ...deviceOf(r.user_agent ?? ''),
    ip: r.ip ?? 'unknown',
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
  }));
}

/** Revokes every live session of the member but this one (and the games launched from them); returns how many. */
export function signOutOtherSessions(gw: GatewayContext, memberId: number, token: string): number {
  const revoked = gw.db
    .prepare('UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND token_hash != ? AND revoked_at IS NULL')
    .run(gw.now(), memberId, sha256(token)).changes;
  revokeGameSessions(gw, { memberId, except: token });
  return revoked;
}

interface LoginHistoryRow {
  id: number;
  at: number;
  ip: string;
  user_agent: string;
  result: LoginResult;
}

export function loginHistory(gw: GatewayContext, memberId: number, page: PageRequest) {
  return pagedQuery<LoginHistoryRow, LoginHistoryEntry>(gw.db, page, {
    select: 'id, at, ip, user_agent, result',
    from: 'FROM login_history WHERE member_id = ?',
    params: [memberId],
    orderBy: 'at DESC, id DESC',
    map: (r) => ({ id: r.id, time: r.at, ip: r.ip, ...deviceOf(r.user_agent), result: r.result }),
  });
}
