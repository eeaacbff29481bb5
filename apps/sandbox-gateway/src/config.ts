import { resolve } from 'node:path';
import type { GatewayOptions } from './app';

/** How the gateway process is started (main.ts), read from the environment (docs/sandbox-gateway.md "Run"). */
export interface ServerConfig {
  /** Interface both servers bind: loopback unless GATEWAY_HOST names another (0.0.0.0: every interface). */
  host: string;
  port: number;
  framePort: number;
  frameOrigin: string;
  /**
   * GATEWAY_CDN_PORT: a third port, a stand-in for the platform's CDNs serving what the frame port
   * serves (artwork, game pages), only when set; null otherwise.
   */
  cdnPort: number | null;
  dbPath: string;
  /** SANDBOX_OPERATOR_KEY, or undefined (a key is generated for the run). */
  operatorKey: string | undefined;
  limits: GatewayOptions['limits'];
  merchantHosts: Record<string, string> | undefined;
  /** GATEWAY_PORTAL_ORIGINS (comma-separated): the sites that may frame the payment simulator. */
  portalOrigins: string[];
  /** The development flag GATEWAY_MERCHANT_HEADER=on: the `Merchant` header names the merchant for hosts outside the map. */
  merchantHeader: boolean;
  /**
   * GATEWAY_PASSWORD_COST_LOG2: the scrypt cost of new password hashes, for a test run that registers
   * and logs in hundreds of accounts (the journeys: 2^12); unset, the production cost (2^17).
   */
  passwordCostLog2: number | undefined;
}

/** A server is reachable only from this machine unless told otherwise. */
export const DEFAULT_HOST = '127.0.0.1';

const json = <T>(name: string, text: string | undefined): T | undefined => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${name} is not valid JSON`);
  }
};

export function serverConfig(env: NodeJS.ProcessEnv, cwd: string): ServerConfig {
  const port = Number(env['GATEWAY_PORT'] ?? 3100);
  /** Game and chat pages are served on a second port: another origin than the portal's, so a game frame cannot reach the portal. */
  const framePort = Number(env['GATEWAY_FRAME_PORT'] ?? port + 1);
  return {
    host: env['GATEWAY_HOST']?.trim() || DEFAULT_HOST,
    port,
    framePort,
    frameOrigin: env['GATEWAY_FRAME_ORIGIN'] ?? `http://localhost:${framePort}`,
    cdnPort: env['GATEWAY_CDN_PORT'] ? Number(env['GATEWAY_CDN_PORT']) : null,
    dbPath: resolve(cwd, env['GATEWAY_DB'] ?? '.data/sandbox-gateway.db'),
    operatorKey: env['SANDBOX_OPERATOR_KEY'] || undefined,
    /** SANDBOX_LIMITS: JSON of rate limits replacing the defaults, e.g. '{"smsPerClient":{"max":1000,"windowMs":60000}}'. */
    limits: json<GatewayOptions['limits']>('SANDBOX_LIMITS', env['SANDBOX_LIMITS']),
    /** GATEWAY_MERCHANT_HOSTS: JSON map host → merchant, e.g. '{"casino.example":"PT001"}'. */
    merchantHosts: json<Record<string, string>>('GATEWAY_MERCHANT_HOSTS', env['GATEWAY_MERCHANT_HOSTS']),
    portalOrigins: (env['GATEWAY_PORTAL_ORIGINS'] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    merchantHeader: env['GATEWAY_MERCHANT_HEADER']?.trim().toLowerCase() === 'on',
    passwordCostLog2: env['GATEWAY_PASSWORD_COST_LOG2'] ? Number(env['GATEWAY_PASSWORD_COST_LOG2']) : undefined,
  };
}

/** What the start prints about where it listens and how it picks the merchant, so nobody copies a development start into a server unaware. */
export function startNotes(config: ServerConfig): string[] {
  const everyInterface = config.host === '0.0.0.0' || config.host === '::';
  const reach = everyInterface
    ? `every interface (GATEWAY_HOST=${config.host}): anyone on this machine's networks can reach it`
    : config.host === DEFAULT_HOST
      ? 'this machine only (set GATEWAY_HOST to expose it, e.g. GATEWAY_HOST=0.0.0.0 behind a firewall or proxy)'
      : `${config.host} (GATEWAY_HOST)`;
  const hosts = Object.keys(config.merchantHosts ?? {});
  const map = hosts.length ? `GATEWAY_MERCHANT_HOSTS (${hosts.join(', ')})` : 'GATEWAY_MERCHANT_HOSTS (empty)';
  const merchant = config.merchantHeader
    ? `merchant: from the request host by ${map}, else the Merchant header (development flag GATEWAY_MERCHANT_HEADER=on: a client chooses its brand; never on a server)`
    : `merchant: from the request host by ${map}, else the default merchant '*'; the Merchant header is ignored (GATEWAY_MERCHANT_HEADER=on only for development)`;
  const cost =
    config.passwordCostLog2 === undefined
      ? []
      : [`password hashes at scrypt 2^${config.passwordCostLog2} (GATEWAY_PASSWORD_COST_LOG2: a test run's setting, never a server's)`];
  return [`listening on ${reach}`, merchant, ...cost];
}
