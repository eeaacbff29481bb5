import type { GatewayContext } from '../http/gateway-context';

export interface MemberRow {
  id: number;
  username: string;
  password_hash: string;
  password_expires_at: number | null;
  type: number;
  nickname: string;
  upline_id: number | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  avatar_id: number;
  language: string;
  first_login: number;
  failed_logins: number;
  locked_until: number | null;
  club_level: number;
  merchant: string;
  profile: string;
  created_at: number;
}

/** Member types that see the agent centre (spec §3, §6). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;

export const isAgent = (m: Pick<MemberRow, 'type'>) => (AGENT_TYPES as readonly number[]).includes(m.type);

export function memberById(gw: GatewayContext, id: number): MemberRow | null {
  return (gw.db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined) ?? null;
}

export function memberByUsername(gw: GatewayContext, username: string): MemberRow | null {
  return (gw.db.prepare('SELECT * FROM members WHERE username = ?').get(username) as MemberRow | undefined) ?? null;
}

export function memberByMobile(gw: GatewayContext, dialingCode: string, mobileNum: string): MemberRow | null {
  return (
    (gw.db
      .prepare('SELECT * FROM members WHERE country_dialing_code = ? AND mobile_num = ?')
      .get(normaliseDialingCode(dialingCode), mobileNum) as MemberRow | undefined) ?? null
  );
}

/** '+55', '55' and '0055' are the same dialling code. */
export function normaliseDialingCode(code: string): string {
  return `+${code.replace(/^\+|^00/, '')}`;
}
