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
    (gw.db.prepare('SELECT * FROM members WHERE country_dialing_code = ? AND mobile_num = ?').get(normaliseDialingCode(dialingCode), mobileNum) as
      MemberRow | undefined) ?? null
  );
}

/** '+55', '55' and '0055' are the same dialling code. */
export function normaliseDialingCode(code: string): string {
  return `+${code.replace(/^\+|^00/, '')}`;
}

export interface NewMember {
  username: string;
  passwordHash: string;
  type?: number;
  nickname?: string;
  uplineId?: number | null;
  countryDialingCode?: string | null;
  mobileNum?: string | null;
  email?: string | null;
  merchant?: string;
  passwordExpiresAt?: number | null;
  firstLogin?: boolean;
  clubLevel?: number;
  profile?: Record<string, unknown>;
}

export function insertMember(gw: GatewayContext, m: NewMember): number {
  const result = gw.db
    .prepare(
      `INSERT INTO members (username, password_hash, password_expires_at, type, nickname, upline_id, country_dialing_code,
        mobile_num, email, first_login, club_level, merchant, profile, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      m.username,
      m.passwordHash,
      m.passwordExpiresAt ?? null,
      m.type ?? 0,
      m.nickname ?? m.username,
      m.uplineId ?? null,
      m.countryDialingCode ? normaliseDialingCode(m.countryDialingCode) : null,
      m.mobileNum ?? null,
      m.email ?? null,
      m.firstLogin === false ? 0 : 1,
      m.clubLevel ?? 1,
      m.merchant ?? '*',
      JSON.stringify(m.profile ?? {}),
      gw.now(),
    );
  return Number(result.lastInsertRowid);
}

export function memberByAffiliateCode(gw: GatewayContext, code: string): MemberRow | null {
  return (gw.db.prepare("SELECT * FROM members WHERE json_extract(profile, '$.affiliateCode') = ? COLLATE NOCASE").get(code) as MemberRow | undefined) ?? null;
}
