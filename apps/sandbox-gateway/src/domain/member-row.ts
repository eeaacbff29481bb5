/** A member's stored row and the member types, apart from members.ts so the agent tree can read them without a cycle. */
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

/** Member types that see the agent centre (docs/product/accounts-and-auth.md). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;

export const isAgent = (m: Pick<MemberRow, 'type'>) => (AGENT_TYPES as readonly number[]).includes(m.type);
