import type { Hono } from 'hono';
import { endpoints } from '@portal/api-contract';
import { currentEncryptionKey } from '../domain/encryption-keys';
import { computeStatus, countries, saveFeedback } from '../domain/system';
import { defaultDialingCode, featureSwitches, portalSettings, registerRules } from '../domain/settings';
import { customerServiceUrl, domainRoutes, platformExtras, resources, whitelabel } from '../domain/whitelabel';
import { abusePolicy } from '../domain/abuse';
import { fromCents } from '../domain/wallet';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { requestHost, requestIp } from '../http/request-ip';
import { serve } from '../http/route';

const utf8Base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export function systemRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.systemStatus, ({ c }) => computeStatus(gw, requestIp(c)));
  serve(app, gw, endpoints.encryptionKey, () => currentEncryptionKey(gw));

  serve(app, gw, endpoints.permission, ({ c, merchant }) => {
    const status = computeStatus(gw, requestIp(c));
    const extras = platformExtras(gw, merchant);
    return {
      whitelabel: whitelabel(gw, merchant),
      registerRules: registerRules(gw, merchant),
      resources: resources(),
      customerService: { enabled: true, url: customerServiceUrl(gw) },
      analytics: { gtagId: extras.gtagId },
      imageCDNs: extras.imageCDNs,
      launchGameCDNs: extras.launchGameCDNs,
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
    defaultCountryDialingCode: defaultDialingCode(gw, merchant),
    // What a new account is credited (the merchant's abuse policy), for the form's bonus text.
    signUpBonus: abusePolicy(gw, merchant).signupBonus.amount > 0 ? fromCents(abusePolicy(gw, merchant).signupBonus.amount) : null,
  }));

  serve(app, gw, endpoints.domainRoutes, ({ c, merchant }) => domainRoutes(gw, merchant, requestHost(c)));

  serve(app, gw, endpoints.countryList, () => countries(gw));

  serve(app, gw, endpoints.customerServiceLink, () => ({
    version: {
      pathList: [
        { type: 1, path: 'support@example.com', name: 'E-mail' },
        { type: 3, path: utf8Base64(customerServiceUrl(gw)), name: 'Live support' },
      ],
    },
  }));

  serve(app, gw, endpoints.feedback, ({ input, member }) => {
    saveFeedback(gw, member?.id ?? null, input);
    return null;
  });
}
