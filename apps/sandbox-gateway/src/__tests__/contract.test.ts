import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type EndpointName, type Endpoints, type RequestOf, endpoints, providerCallbackSchema, providerCallbackSigningString } from '@portal/api-contract';
import { DEMO_ACCOUNTS } from '../seed/members';
import { totp } from '../domain/two-factor';
import { call, lastSmsCode, login } from '../testing/client';
import { solvedCaptcha, type SolvedCaptcha } from '../testing/captcha';
import { createHarness, OPERATOR_KEY, type Harness } from '../testing/harness';

type Who = 'guest' | 'demo' | 'agent' | 'player1' | 'agent41';
interface Ctx {
  h: Harness;
  /** The session of `as` (undefined for guests). */
  token: string | undefined;
}
interface Case<K extends EndpointName> {
  as: Who;
  valid: RequestOf<Endpoints[K]> | ((ctx: Ctx) => Promise<RequestOf<Endpoints[K]>>);
  /** A request that breaks the schema, and the field the 400 must name. */
  invalid: { input: unknown; field: string };
  /** Extra headers of the valid request (the provider callback's signature). */
  headers?: (ctx: Ctx, input: RequestOf<Endpoints[K]>) => Record<string, string>;
}

const demoMobile = DEMO_ACCOUNTS.member.mobile;
/** The captcha the smsLogin case solved (its cookie goes with the request). */
let smsLoginCaptcha: SolvedCaptcha | undefined;
const sms = async (h: Harness, ep: 'smsRegister' | 'smsNoLogin', mobile: string) => {
  const body = ep === 'smsRegister' ? { countryDialingCode: '+55', mobileNo: mobile } : { countryDialingCode: '+55', mobileNum: mobile };
  const res = await call(h, endpoints[ep], body);
  expect(res.body.success, res.body.message ?? '').toBe(true);
  return lastSmsCode(h, `+55${mobile}`);
};
const unknown = { input: { bogus: '1' }, field: 'bogus' };
const asDemo = async (h: Harness) => login(h, 'demo', 'demo1234');
const newDeposit = async (h: Harness, token: string | undefined) => {
  const res = await call<{ orderId: string }>(h, endpoints.depositCreate, { channelId: 'pix', amount: 50 }, { token: token ?? (await asDemo(h)) });
  expect(res.body.success, res.body.message ?? '').toBe(true);
  return res.body.value.orderId;
};
const demoPayoutAccount = async (h: Harness, token: string | undefined) =>
  (await call<{ list: { id: number }[] }>(h, endpoints.payoutAccounts, {}, { token })).body.value.list[0].id;
const demoMessageId = (h: Harness) =>
  h.db
    .prepare<unknown[], number>("SELECT m.id FROM messages m JOIN members u ON u.id = m.member_id WHERE u.username = 'demo' ORDER BY m.id LIMIT 1")
    .pluck()
    .get()!;
/** The 30 days before the harness clock. */
const month = { from: Date.UTC(2024, 11, 16), to: Date.UTC(2025, 0, 15) };
const badRange = { input: { from: month.to, to: month.from }, field: 'to' };

/** One valid and one invalid request for every endpoint of the table. */
const CASES: { [K in EndpointName]: Case<K> } = {
  systemStatus: { as: 'guest', valid: {}, invalid: unknown },
  encryptionKey: { as: 'guest', valid: {}, invalid: unknown },
  permission: { as: 'guest', valid: { host: 'localhost:4200' }, invalid: { input: {}, field: 'host' } },
  whitelabelMenu: { as: 'guest', valid: {}, invalid: unknown },
  registerSettings: { as: 'guest', valid: {}, invalid: unknown },
  domainRoutes: { as: 'guest', valid: {}, invalid: unknown },
  countryList: { as: 'guest', valid: {}, invalid: unknown },
  customerServiceLink: { as: 'guest', valid: {}, invalid: unknown },
  feedback: {
    as: 'guest',
    valid: { content: 'Great site', images: ['data:image/png;base64,iVBORw0KGgo='] },
    invalid: { input: { content: 'x'.repeat(141) }, field: 'content' },
  },
  bannerList: { as: 'guest', valid: { groupName: 'w_home' }, invalid: { input: { groupName: 'w_nope' }, field: 'groupName' } },
  announcements: { as: 'guest', valid: { types: 'B,PL', platform: 'W', execution: 'B' }, invalid: { input: { types: 'B,ZZ' }, field: 'types' } },
  helpCenter: { as: 'guest', valid: {}, invalid: unknown },
  winnerBoard: { as: 'guest', valid: { count: 10 }, invalid: { input: { count: 'many' }, field: 'count' } },
  promotions: { as: 'guest', valid: { category: 'new_player' }, invalid: { input: { category: 'x'.repeat(40) }, field: 'category' } },
  raffleClaim: { as: 'demo', valid: { promotionId: 4 }, invalid: { input: { promotionId: 'four' }, field: 'promotionId' } },
  login: { as: 'guest', valid: { username: 'demo', password: 'demo1234' }, invalid: { input: { username: 'demo' }, field: 'password' } },
  loginTwoFactor: {
    as: 'guest',
    valid: async ({ h }) => {
      const res = await call<{ challengeId: string }>(h, endpoints.login, { username: 'secure', password: 'secure1234' });
      const code = await h.json<{ value: { code: string } }>('GET', '/sandbox/2fa/code?username=secure', { headers: { 'X-Operator-Key': OPERATOR_KEY } });
      return { challengeId: res.body.value.challengeId, code: code.body.value.code };
    },
    invalid: { input: { challengeId: 'abc', code: '12ab56' }, field: 'code' },
  },
  freePlayLogin: { as: 'guest', valid: { os: 'Linux', platform: 'W', version: 3 }, invalid: { input: { platform: 'W' }, field: 'os' } },
  logout: { as: 'demo', valid: {}, invalid: unknown },
  captcha: { as: 'guest', valid: {}, invalid: { input: { t: 'x'.repeat(40) }, field: 't' } },
  register: {
    as: 'guest',
    valid: { username: 'newplayer01', password: 'secret12', confirmPassword: 'secret12', registerMethod: 'WEB', affiliateCode: 'AGENT01' },
    invalid: { input: { username: 'newplayer02', password: 'secret12', confirmPassword: 'other123' }, field: 'confirmPassword' },
  },
  mobileRegister: {
    as: 'guest',
    valid: async ({ h }) => ({
      mobileNum: '11988880002',
      countryDialingCode: '+55',
      verificationCode: await sms(h, 'smsRegister', '11988880002'),
      password: 'secret12',
      confirmPassword: 'secret12',
    }),
    invalid: { input: { mobileNum: '12', countryDialingCode: '+55', verificationCode: '1', password: 'a', confirmPassword: 'a' }, field: 'mobileNum' },
  },
  smsNoLogin: {
    as: 'guest',
    valid: { mobileNum: demoMobile[1], countryDialingCode: demoMobile[0] },
    invalid: { input: { countryDialingCode: '+55' }, field: 'mobileNum' },
  },
  smsRegister: {
    as: 'guest',
    valid: { mobileNo: '11988880001', countryDialingCode: '+55' },
    invalid: { input: { mobileNo: 'abc', countryDialingCode: '+55' }, field: 'mobileNo' },
  },
  smsLogin: {
    as: 'guest',
    // With the human check (a solved captcha, bound to its browser's cookie).
    valid: async ({ h }) => {
      smsLoginCaptcha = await solvedCaptcha(h);
      return { mobileNum: demoMobile[1], countryDialingCode: demoMobile[0], captcha: smsLoginCaptcha.captcha };
    },
    headers: () => smsLoginCaptcha?.headers ?? {},
    invalid: { input: { mobileNum: demoMobile[1], countryDialingCode: 'BR' }, field: 'countryDialingCode' },
  },
  passwordByPhone: {
    as: 'guest',
    valid: async ({ h }) => ({
      mobileNum: demoMobile[1],
      countryDialingCode: demoMobile[0],
      verificationCode: await sms(h, 'smsNoLogin', demoMobile[1]),
      newPassword: 'newpass123',
      confirmNewPassword: 'newpass123',
    }),
    invalid: { input: { mobileNum: demoMobile[1], countryDialingCode: '+55', verificationCode: '123456' }, field: 'newPassword' },
  },
  forgotPasswordEmail: {
    as: 'guest',
    valid: { username: 'demo', email: 'demo@example.com' },
    invalid: { input: { username: 'demo', email: 'not-an-email' }, field: 'email' },
  },
  changePassword: {
    as: 'demo',
    valid: { oldPassword: 'demo1234', newPassword: 'changed123', confirmNewPassword: 'changed123' },
    invalid: { input: { oldPassword: 'demo1234', newPassword: 'changed123', confirmNewPassword: 'different1' }, field: 'confirmNewPassword' },
  },
  memberInfo: { as: 'demo', valid: {}, invalid: unknown },
  avatars: { as: 'demo', valid: {}, invalid: unknown },
  memberIcon: { as: 'demo', valid: { avatarId: 5 }, invalid: { input: { avatarId: -1 }, field: 'avatarId' } },
  updateLanguage: { as: 'demo', valid: { language: 'VI' }, invalid: { input: { language: 'FR' }, field: 'language' } },
  unreadMessageCount: { as: 'demo', valid: {}, invalid: unknown },
  transactionDetail: { as: 'demo', valid: { pageNo: 1, pageSize: 5, category: 'deposit,bet' }, invalid: { input: { pageNo: 0 }, field: 'pageNo' } },
  betRecords: { as: 'demo', valid: { pageNo: 1, status: 'lost', gameType: 'RNG' }, invalid: { input: { status: 'lose' }, field: 'status' } },
  missionSummary: { as: 'demo', valid: {}, invalid: unknown },
  missionLeaderboard: { as: 'demo', valid: { count: 5 }, invalid: { input: { count: 1000 }, field: 'count' } },
  balance: { as: 'demo', valid: {}, invalid: unknown },
  walletTransfer: {
    as: 'demo',
    valid: { from: 'MAIN', to: 'PG', amount: 12.34 },
    invalid: { input: { from: 'MAIN', to: 'PG', amount: 1.234 }, field: 'amount' },
  },
  merchantWallet: { as: 'demo', valid: {}, invalid: unknown },
  consolidatedFunds: { as: 'demo', valid: {}, invalid: unknown },
  paymentChannels: { as: 'demo', valid: {}, invalid: unknown },
  depositCreate: { as: 'demo', valid: { channelId: 'pix', amount: 50 }, invalid: { input: { channelId: 'pix', amount: 0 }, field: 'amount' } },
  depositOrder: { as: 'demo', valid: async ({ h, token }) => ({ orderId: await newDeposit(h, token) }), invalid: { input: {}, field: 'orderId' } },
  depositOrders: { as: 'demo', valid: { pageNo: 1, status: 'credited' }, invalid: { input: { status: 'done' }, field: 'status' } },
  providerCallback: {
    as: 'guest',
    valid: async ({ h }) => ({
      merchant: 'TEST',
      orderId: await newDeposit(h, undefined),
      providerRef: 'P1',
      status: 'paid',
      amount: 50,
      timestamp: h.clock.now,
    }),
    headers: ({ h }, input) => {
      const secret = h.db.prepare<unknown[], { secret: string }>("SELECT secret FROM merchant_secrets WHERE merchant = 'TEST'").get()!.secret;
      return {
        'X-Provider-Signature': createHmac('sha256', secret)
          .update(providerCallbackSigningString(providerCallbackSchema.parse(input)))
          .digest('hex'),
      };
    },
    invalid: { input: { merchant: 'TEST', orderId: 'D1', providerRef: 'P1', status: 'maybe', amount: 50, timestamp: 1 }, field: 'status' },
  },
  paymentPasswordStatus: { as: 'demo', valid: {}, invalid: unknown },
  smsPaymentPassword: { as: 'demo', valid: {}, invalid: unknown },
  paymentPasswordSet: {
    as: 'demo',
    valid: async ({ h, token }) => {
      expect((await call(h, endpoints.smsPaymentPassword, {}, { token })).body.success).toBe(true);
      return { verificationCode: await lastSmsCode(h, `${demoMobile[0]}${demoMobile[1]}`), paymentPassword: '246810', confirmPaymentPassword: '246810' };
    },
    invalid: { input: { verificationCode: '123456', paymentPassword: '12345', confirmPaymentPassword: '12345' }, field: 'paymentPassword' },
  },
  paymentPasswordChange: {
    as: 'demo',
    valid: { oldPaymentPassword: '123456', newPaymentPassword: '654321', confirmPaymentPassword: '654321' },
    invalid: { input: { oldPaymentPassword: '123456', newPaymentPassword: 'abcdef', confirmPaymentPassword: 'abcdef' }, field: 'newPaymentPassword' },
  },
  payoutAccounts: { as: 'demo', valid: {}, invalid: unknown },
  payoutAccountBind: {
    as: 'demo',
    valid: { type: 'PIX', holderName: 'Demo Player', pixKeyType: 'EMAIL', pixKey: 'demo@example.com', paymentPassword: '123456' },
    invalid: { input: { type: 'PIX', holderName: 'Demo Player', pixKeyType: 'EMAIL', pixKey: 'nope', paymentPassword: '123456' }, field: 'pixKey' },
  },
  withdrawalQuote: { as: 'demo', valid: { amount: 100 }, invalid: { input: { amount: -1 }, field: 'amount' } },
  withdrawalCreate: {
    as: 'demo',
    valid: async ({ h, token }) => ({ payoutAccountId: await demoPayoutAccount(h, token), amount: 100, paymentPassword: '123456' }),
    invalid: { input: { payoutAccountId: 1, amount: 1.234, paymentPassword: '123456' }, field: 'amount' },
  },
  withdrawals: { as: 'demo', valid: { status: 'received' }, invalid: { input: { status: 'done' }, field: 'status' } },
  withdrawalConfirm: {
    as: 'demo',
    valid: async ({ h, token }) => ({
      withdrawalId: (await call<{ list: { withdrawalId: string }[] }>(h, endpoints.withdrawals, { status: 'paid' }, { token })).body.value.list[0].withdrawalId,
    }),
    invalid: { input: {}, field: 'withdrawalId' },
  },
  uplineTransferInfo: { as: 'player1', valid: {}, invalid: unknown },
  uplineTransfer: {
    as: 'player1',
    valid: { amount: 10, paymentPassword: '123456' },
    invalid: { input: { amount: 0, paymentPassword: '123456' }, field: 'amount' },
  },
  profitLoss: {
    as: 'demo',
    valid: { startDate: '2024-12-01', endDate: '2025-01-15' },
    invalid: { input: { startDate: '2025-01-01', endDate: '2025-05-01' }, field: 'endDate' },
  },
  pointsBalance: { as: 'demo', valid: {}, invalid: unknown },
  pointsReward: { as: 'guest', valid: {}, invalid: unknown },
  pointsRedeem: {
    as: 'demo',
    valid: { rewardId: 1, quantity: 1, password: 'demo1234' },
    invalid: { input: { rewardId: 1, password: 'demo1234', quantity: 1.5 }, field: 'quantity' },
  },
  pointsConvert: { as: 'demo', valid: { points: 500, password: 'demo1234' }, invalid: { input: { points: 1.5, password: 'demo1234' }, field: 'points' } },
  pointsRedeemList: { as: 'demo', valid: { pageNo: 1, pageSize: 10 }, invalid: { input: { pageSize: 0 }, field: 'pageSize' } },
  pointsConfig: { as: 'guest', valid: {}, invalid: unknown },
  pointsHistory: { as: 'demo', valid: { pageNo: 1, pageSize: 10, kind: 'earn' }, invalid: { input: { kind: 'gift' }, field: 'kind' } },
  gameMenus: { as: 'guest', valid: {}, invalid: { input: { platform: 'x'.repeat(40) }, field: 'platform' } },
  gameVendors: { as: 'guest', valid: { platform: 'html5-desktop', gameType: 'ESPORTS' }, invalid: { input: { platform: 'mobile' }, field: 'platform' } },
  gameList: { as: 'guest', valid: { pageNo: 2, pageSize: 42, gameType: 'RNG', clientType: 3 }, invalid: { input: { gameType: 'CARDS' }, field: 'gameType' } },
  hotGames: { as: 'guest', valid: { isPlatform: 2, platform: 'W' }, invalid: { input: { language: 'FR' }, field: 'language' } },
  popularGames: { as: 'guest', valid: { count: 20 }, invalid: { input: { count: 0 }, field: 'count' } },
  recentGames: { as: 'demo', valid: { clientType: 3 }, invalid: { input: { clientType: 'web' }, field: 'clientType' } },
  favouriteGames: { as: 'demo', valid: { clientType: 3, gameType: 'RNG' }, invalid: { input: { gameType: 'X' }, field: 'gameType' } },
  favouriteIds: { as: 'demo', valid: {}, invalid: unknown },
  favouriteAdd: { as: 'demo', valid: { nodeId: 1001, vendor: 'PG', gameType: 'RNG' }, invalid: { input: { nodeId: 1001, gameType: 'RNG' }, field: 'vendor' } },
  favouriteRemove: {
    as: 'demo',
    valid: { nodeId: 1001, vendor: 'PG', gameType: 'RNG' },
    invalid: { input: { nodeId: 'x', vendor: 'PG', gameType: 'RNG' }, field: 'nodeId' },
  },
  launchGame: { as: 'demo', valid: { nodeId: 1001, vassalage: 'PG', language: 'PT' }, invalid: { input: { nodeId: 1001 }, field: 'vassalage' } },
  pvpRooms: { as: 'demo', valid: { vassalage: 'KY' }, invalid: { input: { vassalage: 'x'.repeat(40) }, field: 'vassalage' } },
  pvpLaunch: { as: 'demo', valid: { roomId: 'KY_001-R1', vassalage: 'KY' }, invalid: { input: { vassalage: 'KY' }, field: 'roomId' } },
  vnLotteryMenus: { as: 'guest', valid: {}, invalid: { input: { device: 'x'.repeat(20) }, field: 'device' } },
  vnOpenedNumbers: { as: 'guest', valid: { gameCode: 'VNLOTT_001', count: 100 }, invalid: { input: { count: 100 }, field: 'gameCode' } },
  lotteryRecentMenu: { as: 'demo', valid: {}, invalid: unknown },
  lotteryMenus: { as: 'guest', valid: { prizeMode: 'Elott', device: 'W' }, invalid: { input: { prizeMode: 'Mega' }, field: 'prizeMode' } },
  affiliateCheck: { as: 'guest', valid: { code: 'AGENT01', domain: 'localhost' }, invalid: { input: { domain: 'localhost' }, field: 'code' } },
  contractFlags: { as: 'agent', valid: {}, invalid: unknown },
  dividendContract: { as: 'agent', valid: {}, invalid: unknown },
  dailySalaryContract: { as: 'agent', valid: {}, invalid: unknown },
  hourlySalaryContract: { as: 'agent', valid: {}, invalid: unknown },
  realtimeSalaryContract: { as: 'agent', valid: {}, invalid: unknown },
  agentLogin: { as: 'guest', valid: { username: 'agent', password: 'agent1234' }, invalid: { input: { username: 'agent' }, field: 'password' } },
  agentAnnouncements: { as: 'agent', valid: { pageNo: 1, pageSize: 5 }, invalid: { input: { pageSize: 500 }, field: 'pageSize' } },
  teamOverview: { as: 'agent', valid: { ...month, scope: 'team', tzOffset: -180 }, invalid: badRange },
  registerDownline: {
    as: 'agent',
    valid: { username: 'downline01', password: 'secret12', confirmPassword: 'secret12', memberType: 'player' },
    invalid: { input: { username: 'downline02', password: 'secret12', confirmPassword: 'secret12', memberType: 'boss' }, field: 'memberType' },
  },
  invitationLinks: { as: 'agent', valid: {}, invalid: { input: { pageNo: 0 }, field: 'pageNo' } },
  createInvitationLink: {
    as: 'agent',
    valid: { memberType: 'agent', validityDays: 7 },
    invalid: { input: { memberType: 'player', validityDays: 3 }, field: 'validityDays' },
  },
  teamMembers: {
    as: 'agent',
    valid: { memberType: 'player', balanceMin: 0, online: false, sort: 'balance', order: 'asc' },
    invalid: { input: { online: 'maybe' }, field: 'online' },
  },
  teamBets: { as: 'agent', valid: { ...month, includeSubTeams: true, category: 'RNG', status: 'settled' }, invalid: badRange },
  teamProfitLoss: { as: 'agent', valid: { ...month, sort: 'stakes', order: 'desc' }, invalid: { input: { ...month, sort: 'luck' }, field: 'sort' } },
  myIncome: { as: 'agent', valid: { ...month }, invalid: { input: { ...month, kind: 'tips' }, field: 'kind' } },
  agentTransactions: { as: 'agent', valid: { ...month, group: 'income' }, invalid: { input: { ...month, group: 'gifts' }, field: 'group' } },
  contractDetail: { as: 'agent', valid: { kind: 'realtime' }, invalid: { input: { kind: 'weekly' }, field: 'kind' } },
  contractPayouts: { as: 'agent', valid: { kind: 'daily' }, invalid: { input: {}, field: 'kind' } },
  contractRequests: { as: 'agent', valid: { direction: 'sent' }, invalid: { input: { direction: 'up' }, field: 'direction' } },
  proposeContract: {
    as: 'agent',
    valid: { toUsername: 'agent41', kind: 'daily', tiers: [{ minTurnover: 500, minActiveMembers: 5, rate: 0.004, fixedAmount: null }] },
    invalid: { input: { toUsername: 'agent41', kind: 'daily', tiers: [] }, field: 'tiers' },
  },
  answerContractRequest: {
    as: 'agent41',
    valid: async ({ h }) => ({
      id: h.db.prepare<unknown[], number>("SELECT id FROM contract_requests WHERE status = 'new' ORDER BY id").pluck().get()!,
      accept: true,
    }),
    invalid: { input: { id: 1, accept: 'yes' }, field: 'accept' },
  },
  chatUrl: {
    as: 'demo',
    valid: { b2c: 1, title: 'Chat', language: 'PT', headerColor: '#112233' },
    invalid: { input: { headerColor: 'red;' }, field: 'headerColor' },
  },
  chatUnread: { as: 'demo', valid: {}, invalid: unknown },
  rgLimits: { as: 'player1', valid: {}, invalid: unknown },
  rgLimitSet: {
    as: 'player1',
    valid: { kind: 'deposit', period: 'day', amount: 100 },
    invalid: { input: { kind: 'deposit', period: 'year', amount: 1 }, field: 'period' },
  },
  rgSessionLimitSet: { as: 'player1', valid: { minutes: 60 }, invalid: { input: { minutes: 1 }, field: 'minutes' } },
  rgLimitCancel: { as: 'player1', valid: { kind: 'loss', period: 'week' }, invalid: { input: { kind: 'bonus' }, field: 'kind' } },
  rgRealityCheckSet: { as: 'player1', valid: { intervalMinutes: 20 }, invalid: { input: { intervalMinutes: 15 }, field: 'intervalMinutes' } },
  rgSession: { as: 'player1', valid: {}, invalid: unknown },
  rgExclude: { as: 'player1', valid: { kind: 'time_out', duration: '24h' }, invalid: { input: { kind: 'time_out', duration: '6m' }, field: 'duration' } },
  rgActivity: { as: 'player1', valid: {}, invalid: unknown },
  bonusList: { as: 'demo', valid: { pageNo: 1, status: 'active' }, invalid: { input: { status: 'lost' }, field: 'status' } },
  rewardList: { as: 'demo', valid: {}, invalid: unknown },
  rewardClaim: { as: 'demo', valid: { kind: 'checkin' }, invalid: { input: { kind: 'jackpot' }, field: 'kind' } },
  referralInfo: { as: 'demo', valid: {}, invalid: unknown },
  referralInvitees: { as: 'demo', valid: { pageNo: 1, pageSize: 5 }, invalid: { input: { pageSize: 500 }, field: 'pageSize' } },
  missionClaim: {
    as: 'demo',
    valid: async ({ h, token }) => {
      // Ten spins on three games complete two missions; claim one of them.
      await h.operator('POST', '/sandbox/members/demo/spins', { count: 10, stake: 1, games: 3 });
      const summary = await call<{ missions: { id: number; status: string }[] }>(h, endpoints.missionSummary, {}, { token });
      return { missionId: summary.body.value.missions.find((m) => m.status === 'completed')?.id ?? 0 };
    },
    invalid: { input: { missionId: 0 }, field: 'missionId' },
  },
  accountSecurity: { as: 'demo', valid: {}, invalid: unknown },
  bindMobileSms: {
    as: 'demo',
    valid: { countryDialingCode: '+55', mobileNum: '11977770001' },
    invalid: { input: { countryDialingCode: '+55', mobileNum: '12' }, field: 'mobileNum' },
  },
  bindMobile: {
    as: 'demo',
    valid: async ({ h, token }) => {
      expect((await call(h, endpoints.bindMobileSms, { countryDialingCode: '+55', mobileNum: '11977770002' }, { token })).body.success).toBe(true);
      return { countryDialingCode: '+55', mobileNum: '11977770002', verificationCode: await lastSmsCode(h, '+5511977770002'), password: 'demo1234' };
    },
    invalid: { input: { countryDialingCode: '+55', mobileNum: '11977770002', verificationCode: '123456' }, field: 'password' },
  },
  bindEmail: {
    as: 'demo',
    valid: { email: 'new@example.com', password: 'demo1234' },
    invalid: { input: { email: 'nope', password: 'demo1234' }, field: 'email' },
  },
  twoFactorSetup: { as: 'demo', valid: { password: 'demo1234' }, invalid: { input: {}, field: 'password' } },
  twoFactorEnable: {
    as: 'demo',
    valid: async ({ h, token }) => {
      const setup = await call<{ secret: string }>(h, endpoints.twoFactorSetup, { password: 'demo1234' }, { token });
      return { code: totp(setup.body.value.secret, h.clock.now) };
    },
    invalid: { input: { code: '12ab56' }, field: 'code' },
  },
  twoFactorDisable: {
    as: 'demo',
    valid: async ({ h }) => {
      await h.operator('POST', '/sandbox/members/demo/2fa');
      const res = (await h.operator('GET', '/sandbox/2fa/code?username=demo')) as { body: { value: { code: string } } };
      return { code: res.body.value.code };
    },
    invalid: { input: { code: '1234567' }, field: 'code' },
  },
  activeSessions: { as: 'demo', valid: {}, invalid: unknown },
  signOutOtherSessions: { as: 'demo', valid: {}, invalid: unknown },
  loginHistory: { as: 'demo', valid: { pageNo: 1, pageSize: 5 }, invalid: { input: { pageSize: 51 }, field: 'pageSize' } },
  messageList: { as: 'demo', valid: { pageNo: 1, unreadOnly: 'true' }, invalid: { input: { unreadOnly: 'yes' }, field: 'unreadOnly' } },
  messageDetail: { as: 'demo', valid: async ({ h }) => ({ id: demoMessageId(h) }), invalid: { input: { id: 0 }, field: 'id' } },
  messageRead: { as: 'demo', valid: async ({ h }) => ({ ids: [demoMessageId(h)] }), invalid: { input: { ids: [] }, field: 'ids' } },
  messageReadAll: { as: 'demo', valid: {}, invalid: unknown },
  messageDelete: { as: 'demo', valid: async ({ h }) => ({ id: demoMessageId(h) }), invalid: { input: { id: 'x' }, field: 'id' } },
};

let h: Harness | undefined;
afterEach(() => h?.dispose());

describe('contract: every endpoint of the table against the gateway', () => {
  it('has a case for every endpoint', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.keys(endpoints) as EndpointName[])('%s: valid → parsing value; invalid → 400 naming the field', async (name) => {
    h = createHarness();
    const ep = endpoints[name];
    const c = CASES[name] as Case<EndpointName>;
    const token =
      c.as === 'guest'
        ? undefined
        : c.as === 'demo'
          ? await login(h, 'demo', 'demo1234')
          : c.as === 'player1'
            ? await login(h, 'player1', 'player1234')
            : await login(h, c.as, 'agent1234');
    h.clock.advance(1500); // past the SMS throttle of the login flows above

    if (ep.auth) {
      const anonymous = await call(h, ep, {});
      expect(anonymous.status).toBe(401);
    }

    const invalid = await call(h, ep, c.invalid.input, { token });
    expect(invalid.status, JSON.stringify(invalid.body)).toBe(400);
    expect(invalid.body.success).toBe(false);
    // The field in the message (`invalid_request: <field>`), or with the contract's own key (`inconsistent_twice`) in the value.
    expect(`${invalid.body.message} ${(invalid.body.value as { field?: string } | null)?.field ?? ''}`).toContain(c.invalid.field);

    h.clock.advance(1500);
    const input = typeof c.valid === 'function' ? await c.valid({ h, token }) : c.valid;
    h.clock.advance(1500);
    const res = await call(h, ep, input, { token, headers: c.headers?.({ h, token }, input) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const parsed = ep.response.safeParse(res.body.value);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });
});
