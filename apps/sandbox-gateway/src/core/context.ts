import type { z } from 'zod';
import type { EndpointDef } from '@portal/api-contract';
import type { Db } from '../db/database';

/** What every route module needs: storage, the clock and the operator key. */
export interface GatewayContext {
  db: Db;
  now: () => number;
  operatorKey: string;
  /** Random source for games and draws (tests may replace it). */
  random: () => number;
  /**
   * Origin of the game and chat pages (`http://localhost:3101`), a different origin from the
   * portal's so a frame cannot reach the portal; '' serves them as relative URLs (tests).
   */
  frameOrigin: string;
  /** Origins of the portal: the only ones allowed to frame the payment simulator (none: nobody). */
  portalOrigins: readonly string[];
  /** Rate limits that replace the defaults (domain/rate-limit.ts), e.g. wider ones for an e2e run. */
  limits: Partial<Record<string, RateLimit>>;
  /** Sandbox time travel: moves `now` forward by `ms` (live sessions move with it). */
  advanceClock?: (ms: number) => void;
  /** How far `advanceClock` has moved `now` in total. */
  clockOffsetMs?: () => number;
}

/** At most `max` events per subject within `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface GatewayEnv {
  Variables: { merchant: string; language: string };
}

export const DEFAULT_MERCHANT = '*';

/** The parsed request of a contract endpoint, as domain functions receive it. */
export type InputOf<E extends EndpointDef> = z.output<E['request']>;

/** A sandbox page (game, chat) as the portal should load it: on the frame origin when there is one. */
export const frameUrl = (gw: Pick<GatewayContext, 'frameOrigin'>, path: string) => `${gw.frameOrigin}${path}`;
