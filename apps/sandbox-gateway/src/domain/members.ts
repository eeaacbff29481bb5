import { ERROR_KEY, type MemberInfo } from '@portal/api-contract';
import { fail } from '../core/errors';
import type { GatewayContext } from '../core/context';
import { addToTree } from './agent-tree';
import type { MemberRow } from './member-row';

export { AGENT_TYPES, TRIAL_TYPE, isAgent, type MemberRow } from './member-row';

export function memberById(gw: GatewayContext, id: number): MemberRow | null {
  return gw.db.prepare<unknown[], MemberRow>('SELECT * FROM members WHERE id = ?').get(id) ?? null;
}

/**
 * The merchant of platform accounts (the demo accounts): they belong to every brand. Every other
 * member belongs to the one merchant (brand) it registered with.
 */
export const PLATFORM_MERCHANT = '*';

/**
 * Whether a request for `merchant` may reach a member: the merchant's own members and the
 * platform's. A request whose merchant is the platform's ('*', a host outside the map) reaches only
 * platform accounts, never every brand's members (docs/product/abuse-policy.md "Brand isolation").
 */
export const belongsTo = (member: Pick<MemberRow, 'merchant'>, merchant: string) => member.merchant === PLATFORM_MERCHANT || member.merchant === merchant;

/**
 * Any member with this username, whatever the brand. Only for what is global by nature: a username
 * is unique on the platform (registration must refuse a taken one) and the operator's controls.
 * A request of a brand looks a member up with memberOf.
 */
export function memberByUsername(gw: GatewayContext, username: string): MemberRow | null {
  return gw.db.prepare<unknown[], MemberRow>('SELECT * FROM members WHERE username = ?').get(username) ?? null;
}

/** The member a request for `merchant` means by a username (login, agent login, reset by e-mail); another brand's member is unknown here. */
export function memberOf(gw: GatewayContext, merchant: string, username: string): MemberRow | null {
  const member = memberByUsername(gw, username);
  return member && belongsTo(member, merchant) ? member : null;
}

/**
 * The member a request for `merchant` means by a mobile number (SMS login, reset by phone): the
 * merchant's own member first, else a platform account. Another brand's member with the same
 * number is unknown here.
 */
export function memberByMobile(gw: GatewayContext, merchant: string, dialingCode: string, mobileNum: string): MemberRow | null {
  return (
    gw.db
      .prepare<unknown[], MemberRow>(
        `SELECT * FROM members WHERE country_dialing_code = ? AND mobile_num = ? AND merchant IN (?, '${PLATFORM_MERCHANT}')
         ORDER BY merchant = '${PLATFORM_MERCHANT}', id LIMIT 1`,
      )
      .get(normaliseDialingCode(dialingCode), mobileNum, merchant) ?? null
  );
}

/**
 * The member already holding a number where it would clash with an account of `merchant`: a
 * member of that merchant or a platform account (they log in on every brand); for a platform
 * account, a member of any brand. Registration and binding refuse a number someone holds.
 */
export function mobileHolder(gw: GatewayContext, merchant: string, dialingCode: string, mobileNum: string): MemberRow | null {
  const code = normaliseDialingCode(dialingCode);
  if (merchant === PLATFORM_MERCHANT) {
    return gw.db.prepare<unknown[], MemberRow>('SELECT * FROM members WHERE country_dialing_code = ? AND mobile_num = ? LIMIT 1').get(code, mobileNum) ?? null;
  }
  return memberByMobile(gw, merchant, code, mobileNum);
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
  const id = Number(result.lastInsertRowid);
  addToTree(gw.db, id, m.uplineId ?? null);
  return id;
}

/** The agent an affiliate code names, among the members a request for `merchant` may reach (omitted: any brand, to keep codes unique). */
export function memberByAffiliateCode(gw: GatewayContext, code: string, merchant?: string): MemberRow | null {
  const member =
    gw.db.prepare<unknown[], MemberRow>("SELECT * FROM members WHERE json_extract(profile, '$.affiliateCode') = ? COLLATE NOCASE").get(code) ?? null;
  return member && (merchant === undefined || belongsTo(member, merchant)) ? member : null;
}

export function memberByIdOrThrow(gw: GatewayContext, id: number): MemberRow {
  const member = memberById(gw, id);
  if (!member) throw new Error(`member ${id} vanished`);
  return member;
}

const CLUB_LABELS = [
  { labelName: 'Bronze', color: '#cd7f32', color2: '#8c5a2b' },
  { labelName: 'Silver', color: '#c0c0c0', color2: '#8a8a8a' },
  { labelName: 'Gold', color: '#ffd700', color2: '#b8860b' },
  { labelName: 'Platinum', color: '#e5e4e2', color2: '#9fa8b3' },
  { labelName: 'Diamond', color: '#b9f2ff', color2: '#4fc3f7' },
];
export const AVATAR_COUNT = 12;

export const avatarUrl = (id: number) => `/sandbox/art/avatar/${id}.svg`;
export const avatars = () => Array.from({ length: AVATAR_COUNT }, (_, i) => ({ id: i + 1, url: avatarUrl(i + 1) }));

export function memberInfo(m: MemberRow): MemberInfo {
  const level = Math.min(Math.max(m.club_level, 1), CLUB_LABELS.length);
  return {
    id: m.id,
    account: m.username,
    nickname: m.nickname,
    type: m.type,
    toUpline: m.upline_id !== null,
    clubLabel: { ...CLUB_LABELS[level - 1], rankLevel: level },
    avatarId: m.avatar_id,
    avatarUrl: avatarUrl(m.avatar_id),
    language: m.language as MemberInfo['language'],
    mobileNum: m.mobile_num,
    countryDialingCode: m.country_dialing_code,
    email: m.email,
    registerTime: m.created_at,
  };
}

export function setAvatar(gw: GatewayContext, memberId: number, avatarId: number) {
  if (avatarId > AVATAR_COUNT) throw fail(ERROR_KEY.notFound);
  gw.db.prepare('UPDATE members SET avatar_id = ? WHERE id = ?').run(avatarId, memberId);
  return { id: avatarId, url: avatarUrl(avatarId) };
}

export function setLanguage(gw: GatewayContext, memberId: number, language: string): void {
  gw.db.prepare('UPDATE members SET language = ? WHERE id = ?').run(language, memberId);
}

export const unreadMessageCount = (gw: GatewayContext, memberId: number) =>
  gw.db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM messages WHERE member_id = ? AND read_at IS NULL').get(memberId)!.n;
