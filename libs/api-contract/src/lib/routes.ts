import type { endpoints } from './endpoints';
import type { HttpMethod } from './endpoint';
import type { EndpointRoute } from './route';

type Endpoints = typeof endpoints;
type RouteFlags = { auth?: boolean; encrypted?: boolean; form?: boolean; moneyMove?: boolean };

const route = <K extends keyof Endpoints>(name: K, method: HttpMethod, path: string, flags: RouteFlags = {}): EndpointRoute<Endpoints[K]> => ({
  name,
  method,
  path,
  auth: flags.auth ?? false,
  encrypted: flags.encrypted ?? false,
  ...(flags.form ? { form: true } : {}),
  ...(flags.moneyMove ? { moneyMove: true } : {}),
});

/**
 * Routes (name, method, path, flags; no schemas) of the endpoints that data-access and the shell call: the calls
 * of the first screen go through these, so the start bundle carries no zod (see route.ts). Each
 * must match its endpoint in `endpoints` (routes.test.ts checks it). An endpoint missing here is
 * called through `endpoints` as before.
 */
export const routes = {
  announcements: route('announcements', 'GET', '/wps/v2/announcements'),
  balance: route('balance', 'GET', '/wps/v2/wallets/balance', { auth: true }),
  bannerList: route('bannerList', 'GET', '/wps/system/banners'),
  betRecords: route('betRecords', 'GET', '/wps/member/bets', { auth: true }),
  chatUnread: route('chatUnread', 'GET', '/wps/chat/unread', { auth: true }),
  chatUrl: route('chatUrl', 'POST', '/wps/chat/url', { auth: true }),
  countryList: route('countryList', 'GET', '/wps/system/countries'),
  customerServiceLink: route('customerServiceLink', 'GET', '/wps/system/customerService'),
  favouriteAdd: route('favouriteAdd', 'POST', '/lgw/games/favourites', { auth: true }),
  favouriteGames: route('favouriteGames', 'GET', '/lgw/games/favourites', { auth: true }),
  favouriteIds: route('favouriteIds', 'GET', '/lgw/games/favourites/ids', { auth: true }),
  favouriteRemove: route('favouriteRemove', 'DELETE', '/lgw/games/favourites', { auth: true }),
  feedback: route('feedback', 'PUT', '/wps/feedback'),
  gameMenus: route('gameMenus', 'GET', '/lgw/games/game_menus'),
  gameList: route('gameList', 'GET', '/lgw/games/list'),
  gameVendors: route('gameVendors', 'GET', '/lgw/games/vendors'),
  helpCenter: route('helpCenter', 'GET', '/wps/system/helpCenter'),
  hotGames: route('hotGames', 'GET', '/lgw/games/hot'),
  launchGame: route('launchGame', 'POST', '/wps/game/launchGame', { auth: true }),
  logout: route('logout', 'DELETE', '/wps/session/logout', { auth: true }),
  lotteryMenus: route('lotteryMenus', 'GET', '/lgw/games/lottery/game_menus'),
  lotteryRecentMenu: route('lotteryRecentMenu', 'GET', '/lgw/vn/games/game_menu/recent', { auth: true }),
  memberInfo: route('memberInfo', 'GET', '/wps/member/info', { auth: true }),
  permission: route('permission', 'GET', '/wps/system/permission'),
  popularGames: route('popularGames', 'GET', '/lgw/games/popular'),
  promotions: route('promotions', 'GET', '/wps/promotions'),
  pvpLaunch: route('pvpLaunch', 'POST', '/wps/game/pvp/launch', { auth: true }),
  pvpRooms: route('pvpRooms', 'GET', '/lgw/games/pvp/rooms', { auth: true }),
  raffleClaim: route('raffleClaim', 'POST', '/wps/promotions/raffle/claim', { auth: true, moneyMove: true }),
  recentGames: route('recentGames', 'GET', '/lgw/games/recent', { auth: true }),
  registerSettings: route('registerSettings', 'GET', '/wps/system/setting/register'),
  rgSession: route('rgSession', 'GET', '/wps/member/rg/session', { auth: true }),
  systemStatus: route('systemStatus', 'GET', '/wps/system/status'),
  unreadMessageCount: route('unreadMessageCount', 'GET', '/wps/member/messages/unread', { auth: true }),
  updateLanguage: route('updateLanguage', 'PUT', '/wps/member/language', { auth: true }),
  vnLotteryMenus: route('vnLotteryMenus', 'GET', '/lgw/vn/games/game_menus'),
  vnOpenedNumbers: route('vnOpenedNumbers', 'GET', '/lgw/vn/games/opened_numbers'),
  winnerBoard: route('winnerBoard', 'GET', '/wps/system/winners'),
} as const;
