import type { Context, Hono } from 'hono';
import { endpoints, type SystemStatus } from '@portal/api-contract';
import { getSetting } from '../db/database';
import { currentEncryptionKey } from '../domain/encryption-keys';
import { featureSwitches, portalSettings, registerRules } from '../domain/settings';
import { CUSTOMER_SERVICE_URL, resources, whitelabel } from '../domain/whitelabel';
import type { GatewayContext, GatewayEnv } from '../http/gateway-context';
import { serve } from '../http/route';

export interface StatusOverride {
  status: 0 | 1 | 2;
  ip?: string;
  country?: string;
  message?: string;
}

/** The visitor's IP: first X-Forwarded-For entry, else the socket address. */
export function requestIp(c: Context): string {
  const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return (env?.incoming?.socket?.remoteAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.)/, '');
}

/** 1 when maintenance is set; 2 when set or the visitor's country is region-restricted; else 0. */
export function computeStatus(gw: GatewayContext, c: Context): SystemStatus {
  const override = getSetting<StatusOverride>(gw.db, 'system.status', { status: 0 });
  const blocked = getSetting<string[]>(gw.db, 'region.blockedCountries', []);
  const country = override.country ?? getSetting<string>(gw.db, 'system.country', 'BR');
  const ip = override.ip ?? requestIp(c);
  const status = override.status === 1 ? 1 : override.status === 2 || blocked.includes(country) ? 2 : 0;
  return { status, ip, country, ...(override.message ? { message: override.message } : {}) };
}

const utf8Base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export function systemRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.systemStatus, ({ c }) => computeStatus(gw, c));
  serve(app, gw, endpoints.encryptionKey, () => currentEncryptionKey(gw));

  serve(app, gw, endpoints.permission, ({ c, merchant }) => {
    const status = computeStatus(gw, c);
    return {
      whitelabel: whitelabel(gw, merchant),
      registerRules: registerRules(gw, merchant),
      resources: resources(),
      customerService: { enabled: true, url: CUSTOMER_SERVICE_URL },
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
      location: { ip: status.ip, country: status.country },
      maintenance: status.status === 1,
      regionRestriction: status.status === 2,
      switches: featureSwitches(gw, merchant),
      settings: portalSettings(gw, merchant),
    };
  });

  serve(app, gw, endpoints.whitelabelMenu, ({ merchant }) => whitelabel(gw, merchant));

  serve(app, gw, endpoints.registerSettings, ({ merchant }) => ({
    rules: registerRules(gw, merchant),
    switches: featureSwitches(gw, merchant),
    defaultCountryDialingCode: '+55',
  }));

  serve(app, gw, endpoints.domainRoutes, () => [
    { domain: 'localhost', type: 'web' as const, priority: 1 },
    { domain: 'sandbox.example.com', type: 'web' as const, priority: 2 },
    { domain: 'localhost', type: 'api' as const, priority: 1 },
  ]);

  serve(app, gw, endpoints.countryList, () =>
    (gw.db.prepare('SELECT code, dialing_code, name FROM countries ORDER BY sort').all() as { code: string; dialing_code: string; name: string }[]).map(
      (r) => ({ countryCode: r.code, countryDialingCode: r.dialing_code, countryName: r.name }),
    ),
  );

  serve(app, gw, endpoints.customerServiceLink, () => ({
    version: {
      pathList: [
        { type: 1, path: 'support@example.com', name: 'E-mail' },
        { type: 3, path: utf8Base64(CUSTOMER_SERVICE_URL), name: 'Live support' },
      ],
    },
  }));

  serve(app, gw, endpoints.feedback, ({ input, member }) => {
    gw.db
      .prepare('INSERT INTO feedback (member_id, content, contact, images, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(member?.id ?? null, input.content, input.contact ?? null, input.images?.length ?? 0, gw.now());
    return null;
  });
}
