import type { SystemStatus } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { getSetting } from '../db/database';

export interface StatusOverride {
  status: 0 | 1 | 2;
  ip?: string;
  country?: string;
  message?: string;
}

/** 1 when maintenance is set; 2 when set or the visitor's country is region-restricted; else 0. */
export function computeStatus(gw: GatewayContext, requestIp: string): SystemStatus {
  const override = getSetting<StatusOverride>(gw.db, 'system.status', { status: 0 });
  const blocked = getSetting<string[]>(gw.db, 'region.blockedCountries', []);
  const country = override.country ?? getSetting<string>(gw.db, 'system.country', 'BR');
  const ip = override.ip ?? requestIp;
  const status = override.status === 1 ? 1 : override.status === 2 || blocked.includes(country) ? 2 : 0;
  return { status, ip, country, ...(override.message ? { message: override.message } : {}) };
}

export const countries = (gw: GatewayContext) =>
  gw.db
    .prepare<unknown[], { code: string; dialing_code: string; name: string }>('SELECT code, dialing_code, name FROM countries ORDER BY sort')
    .all()
    .map((r) => ({
      countryCode: r.code,
      countryDialingCode: r.dialing_code,
      countryName: r.name,
    }));

export function saveFeedback(gw: GatewayContext, memberId: number | null, input: { content: string; contact?: string; images?: unknown[] }): void {
  gw.db
    .prepare('INSERT INTO feedback (member_id, content, contact, images, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(memberId, input.content, input.contact ?? null, input.images?.length ?? 0, gw.now());
}
