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
}

export interface GatewayEnv {
  Variables: { merchant: string; language: string };
}

export const DEFAULT_MERCHANT = '*';

/** The parsed request of a contract endpoint, as domain functions receive it. */
export type InputOf<E extends EndpointDef> = z.output<E['request']>;
