import type { Permission, Resource, Whitelabel } from '@portal/api-contract';
import { getSetting } from '../db/database';
import { frameUrl, type GatewayContext } from '../core/context';

/** The customer-service chat page (on the frame origin when there is one). */
export const customerServiceUrl = (gw: GatewayContext) => frameUrl(gw, '/sandbox/chat/support');

export function whitelabel(gw: GatewayContext, merchant: string): Whitelabel {
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
  ].map(([key, title, route], sort) => ({ key, title, route, sort, enabled: true }));
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
