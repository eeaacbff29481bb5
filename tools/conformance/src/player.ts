import { setupI18n, type I18n } from '@lingui/core';
import { type EndpointDef, type PlatformLanguage } from '@portal/api-contract';
import { type PlatformErrorKind, PlatformError, createPlatformClient, isPlatformError } from '@portal/data-access/client';
import { errorDescriptorOf, pageKitCatalog } from '@portal/page-kit/error-messages';
import type { Exchange } from './platform';

/** The portal's locale of each `Language` value (the inverse of @portal/i18n's PLATFORM_LANGUAGE). */
const LOCALE_OF_LANGUAGE = { PT: 'pt', EN: 'en', CN: 'zh', ID: 'id', TH: 'th', VI: 'vi' } as const satisfies Record<PlatformLanguage, string>;

/** How the portal takes an answer: its value, or the failure it turns it into and the sentence it shows. */
export type Reading = { ok: true } | { ok: false; kind: PlatformErrorKind; key?: string; message: string };

export interface PlayerView {
  /** Reads an answer exactly as the portal's client does (envelope, status, schema) and says what the player sees. */
  read(ep: EndpointDef, exchange: Exchange): Promise<Reading>;
  /** The sentence the portal shows for an error key (its message map, in the report's language). */
  keyMessage(ep: EndpointDef, key: string, status?: number): string;
  /** One line: what the player meets because of this reading. */
  describe(ep: EndpointDef, reading: Reading): string;
}

export async function createPlayerView(language: PlatformLanguage): Promise<PlayerView> {
  const locale = LOCALE_OF_LANGUAGE[language];
  const { messages } = await pageKitCatalog[locale]();
  const i18n: I18n = setupI18n({ locale, messages: { [locale]: messages } });
  const sentence = (error: unknown) => i18n._(errorDescriptorOf(error));

  const read: PlayerView['read'] = async (ep, exchange) => {
    const client = createPlatformClient({
      merchant: 'conformance',
      language: () => language,
      token: () => 'conformance',
      retry: { attempts: 0, baseDelayMs: 0 },
      sealer: async (payload) => payload,
      fetch: async () => new Response(exchange.text, { status: exchange.status, headers: { 'content-type': exchange.contentType } }),
    });
    try {
      await client.call(ep as never, {} as never, { idempotencyKey: 'conformance' });
      return { ok: true };
    } catch (error) {
      if (!isPlatformError(error)) throw error;
      return { ok: false, kind: error.kind, key: error.messageKey, message: sentence(error) };
    }
  };

  const kindOfStatus = (status: number): PlatformErrorKind =>
    status === 401 ? 'auth' : status === 400 ? 'validation' : status === 422 ? 'conflict' : status === 429 ? 'throttled' : 'business';

  return {
    read,
    keyMessage: (ep, key, status = 200) => sentence(new PlatformError({ kind: kindOfStatus(status), endpoint: ep.name, status, messageKey: key })),
    describe: (ep, reading) => {
      if (reading.ok) return 'Nothing: the portal reads it as it should.';
      const quoted = `“${reading.message}”`;
      switch (reading.kind) {
        case 'auth':
          return `The portal ends the session and asks the player to log in again: ${quoted}`;
        case 'malformed':
          return `The portal cannot read the answer: ${quoted} wherever it calls ${ep.name}`;
        case 'server':
        case 'network':
        case 'timeout':
          return `${quoted} wherever the portal calls ${ep.name}`;
        default:
          return quoted;
      }
    },
  };
}
