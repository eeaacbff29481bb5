import type { GatewayContext } from '../core/context';

/** Where a member registered from: the page, the method and the site's domain the register call carried. */
export interface RegistrationOrigin {
  registerUrl: string | null;
  registerMethod: string;
  domain: string | null;
  createdAt: number;
}

/**
 * Keeps what a registration said about where it came from (`registerUrl`, `registerMethod`,
 * `domain`: docs/product/accounts-and-auth.md "Registration"), for the back office's attribution of
 * new accounts to a site or campaign.
 */
export function recordRegistrationOrigin(gw: GatewayContext, memberId: number, input: { registerUrl?: string; registerMethod: string; domain?: string }): void {
  gw.db
    .prepare('INSERT OR REPLACE INTO registration_origins (member_id, register_url, register_method, domain, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(memberId, input.registerUrl || null, input.registerMethod, input.domain || null, gw.now());
}

export function registrationOriginOf(gw: GatewayContext, memberId: number): RegistrationOrigin | null {
  const row = gw.db
    .prepare<unknown[], { register_url: string | null; register_method: string; domain: string | null; created_at: number }>(
      'SELECT register_url, register_method, domain, created_at FROM registration_origins WHERE member_id = ?',
    )
    .get(memberId);
  return row ? { registerUrl: row.register_url, registerMethod: row.register_method, domain: row.domain, createdAt: row.created_at } : null;
}
