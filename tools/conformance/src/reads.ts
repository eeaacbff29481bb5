import type { EndpointName, Endpoints, RequestOf } from '@portal/api-contract';

export interface ReadContext {
  /** The platform's address (the permission call's `host`). */
  platform: string;
  now: number;
  /** A valid call of another endpoint as the same member, its value when it conforms (else undefined). */
  lookup<K extends EndpointName>(name: K, params: RequestOf<Endpoints[K]>): Promise<unknown>;
}

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The last 30 days, ending an hour ago (a platform's day may run behind UTC). */
const lastMonth = (ctx: ReadContext) => ({ from: ctx.now - 30 * DAY, to: ctx.now - 3_600_000 });
/** An id that no platform has: the call must answer 404 not_found (or a refusal of the contract). */
export const UNKNOWN_ID = 'conformance-unknown-id';

const firstOf = (value: unknown, pick: (item: Record<string, unknown>) => unknown) => {
  const list = (value as { list?: Record<string, unknown>[] } | undefined)?.list;
  return list && list.length ? pick(list[0]) : undefined;
};

/**
 * The parameters of the valid call of each read that needs some (every other read is called with
 * none). They are what the portal sends; ids come from the member's own lists, or an unknown one
 * when the list is empty.
 */
export const READ_PARAMS: { [K in EndpointName]?: (ctx: ReadContext) => RequestOf<Endpoints[K]> | Promise<RequestOf<Endpoints[K]>> } = {
  permission: (ctx) => ({ host: new URL(ctx.platform).host }),
  bannerList: () => ({ groupName: 'w_home' }),
  announcements: () => ({ types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' }),
  winnerBoard: () => ({ count: 10 }),
  transactionDetail: (ctx) => ({ pageNo: 1, pageSize: 10, startTime: lastMonth(ctx).from, endTime: lastMonth(ctx).to }),
  betRecords: (ctx) => ({ pageNo: 1, pageSize: 10, startTime: lastMonth(ctx).from, endTime: lastMonth(ctx).to }),
  depositOrder: async (ctx) => ({
    orderId: String(firstOf(await ctx.lookup('depositOrders', { pageNo: 1, pageSize: 1 }), (o) => o.orderId) ?? UNKNOWN_ID),
  }),
  profitLoss: (ctx) => ({ startDate: isoDay(ctx.now - 30 * DAY), endDate: isoDay(ctx.now - DAY) }),
  gameList: () => ({ pageNo: 1, pageSize: 42, gameType: 'RNG' }),
  vnOpenedNumbers: async (ctx) => {
    const menus = (await ctx.lookup('vnLotteryMenus', {})) as { gameMenus: { gameCode: string }[] }[] | undefined;
    return { gameCode: menus?.flatMap((m) => m.gameMenus)[0]?.gameCode ?? UNKNOWN_ID, count: 10 };
  },
  teamOverview: (ctx) => ({ ...lastMonth(ctx), scope: 'team' }),
  teamBets: (ctx) => lastMonth(ctx),
  teamProfitLoss: (ctx) => lastMonth(ctx),
  myIncome: (ctx) => lastMonth(ctx),
  agentTransactions: (ctx) => lastMonth(ctx),
  contractDetail: () => ({ kind: 'daily' }),
  contractPayouts: () => ({ kind: 'daily' }),
  affiliateCheck: () => ({ code: UNKNOWN_ID }),
  messageDetail: async (ctx) => ({ id: Number(firstOf(await ctx.lookup('messageList', { pageNo: 1, pageSize: 1 }), (m) => m.id) ?? 999_999_999) }),
};
