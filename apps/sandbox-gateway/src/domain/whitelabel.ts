import type { Permission, Resource, Whitelabel } from '@portal/api-contract';
import { getSetting } from '../db/database';
import { frameUrl, type GatewayContext } from '../core/context';

/** The customer-service chat page (on the frame origin when there is one). */
export const customerServiceUrl = (gw: GatewayContext) => frameUrl(gw, '/sandbox/chat/support');

export function whitelabel(gw: GatewayContext, merchant: string): Whitelabel {
  const off = platformExtras(gw, merchant).disabledSections;
  const menus = [
    ['home', 'Home', '/home'],
    ['inhouse', 'In-House', '/inhouse'],
    ['elott', 'E-Lottery', '/elott'],
    ['lottery', 'Lottery', '/lottery'],
    ['live', 'Live Casino', '/live'],
    ['sports', 'Sports', '/sports'],
    ['fish', 'Fishing', '/fish'],
    ['rng', 'Slots', '/rng'],
    ['pvp', 'Card Rooms', '/pvp'],
    ['esports', 'E-Sports', '/esports'],
    ['promotions', 'Promotions', '/promotions'],
    ['pointMall', 'Points Mall', '/pointMall'],
  ].map(([key, title, route], sort) => ({ key, title, route, sort, enabled: !off.includes(key) }));
  return {
    merchantCode: merchant === '*' ? 'SANDBOX' : merchant,
    siteName: getSetting(gw.db, 'siteName', 'Sandbox Casino', merchant),
    logoUrl: '/sandbox/art/vendor/LOGO.svg',
    currency: 'BRL',
    currencySymbol: '$',
    menus,
  };
}

const resource = (resourceType: string, url: string, labelNameEn: string, qr = false): Resource => ({
  resourceType,
  url,
  qrCodeUrl: qr ? url : null,
  labelNameEn,
});

export function resources(): Permission['resources'] {
  return {
    APP_ANDROID: resource('APP', 'https://example.com/download/sandbox.apk', 'Android', true),
    APP_IOS: resource('APP', 'https://example.com/download/ios', 'iOS', true),
    SOCIAL_FACEBOOK: resource('SOCIAL', 'https://facebook.com/example', 'Facebook'),
    SOCIAL_WHATSAPP: resource('SOCIAL', 'https://wa.me/5511999990000', 'WhatsApp'),
    SOCIAL_TELEGRAM: resource('SOCIAL', 'https://t.me/example', 'Telegram'),
    AFFILIATE_LINK: resource('LINK', 'https://example.com/affiliate', 'Affiliate'),
  };
}

/**
 * What the permission says of the merchant's analytics tag and CDNs, its web domains, the
 * white-label menu's sections it switched off and the vendors whose games are under maintenance
 * (operator control `PUT /sandbox/platform?merchant=`): none by default.
 */
export interface PlatformExtras {
  gtagId: string | null;
  imageCDNs: string[];
  launchGameCDNs: string[];
  /** The merchant's web domains; `null`: whatever host the sandbox is reached by (and localhost). */
  webDomains: string[] | null;
  /** Keys of the white-label menu's sections the merchant switched off (`rng`, `pointMall`…). */
  disabledSections: string[];
  /** Vendors (vassalage codes: `PG`, `EVO`…) under maintenance: launching one of their games is refused with `game_maintenance`. */
  maintenanceVendors: string[];
}

export const DEFAULT_PLATFORM_EXTRAS: PlatformExtras = {
  gtagId: null,
  imageCDNs: [],
  launchGameCDNs: [],
  webDomains: null,
  disabledSections: [],
  maintenanceVendors: [],
};

export function platformExtras(gw: GatewayContext, merchant: string): PlatformExtras {
  const global = getSetting<Partial<PlatformExtras>>(gw.db, 'platformExtras', {});
  const own = merchant === '*' ? {} : getSetting<Partial<PlatformExtras>>(gw.db, 'platformExtras', {}, merchant);
  return { ...DEFAULT_PLATFORM_EXTRAS, ...global, ...own };
}

/**
 * The merchant's domains (`/wps/system/domainRoute`): its web domains, then its API domain. Without
 * a list set by the operator, the host the request came for (the portal's, behind its proxy) and
 * the development hosts: the sandbox does not know where it is deployed.
 */
export function domainRoutes(gw: GatewayContext, merchant: string, requestHost: string) {
  const web = platformExtras(gw, merchant).webDomains ?? [...new Set([requestHost, 'localhost', '127.0.0.1'])];
  return [...web.map((domain, i) => ({ domain, type: 'web' as const, priority: i + 1 })), { domain: requestHost, type: 'api' as const, priority: 1 }];
}
