import { route } from './defineRoute';

/** The routes only pages, overlays and actions call: they load with the code that calls them (see ../routes.ts). */
export const balance = route('balance', 'GET', '/wps/v2/wallets/balance', { auth: true });
export const betRecords = route('betRecords', 'GET', '/wps/member/bets', { auth: true });
export const chatUrl = route('chatUrl', 'POST', '/wps/chat/url', { auth: true });
export const domainRoutes = route('domainRoutes', 'GET', '/wps/system/domainRoute');
export const favouriteAdd = route('favouriteAdd', 'POST', '/lgw/games/favourites', { auth: true });
export const favouriteGames = route('favouriteGames', 'GET', '/lgw/games/favourites', { auth: true });
export const favouriteIds = route('favouriteIds', 'GET', '/lgw/games/favourites/ids', { auth: true });
export const favouriteRemove = route('favouriteRemove', 'DELETE', '/lgw/games/favourites', { auth: true });
export const feedback = route('feedback', 'PUT', '/wps/feedback');
export const gameList = route('gameList', 'GET', '/lgw/games/list');
export const gameVendors = route('gameVendors', 'GET', '/lgw/games/vendors');
export const helpCenter = route('helpCenter', 'GET', '/wps/system/helpCenter');
export const launchGame = route('launchGame', 'POST', '/wps/game/launchGame', { auth: true });
export const logout = route('logout', 'DELETE', '/wps/session/logout', { auth: true });
export const lotteryMenus = route('lotteryMenus', 'GET', '/lgw/games/lottery/game_menus');
export const lotteryRecentMenu = route('lotteryRecentMenu', 'GET', '/lgw/vn/games/game_menu/recent', { auth: true });
export const promotions = route('promotions', 'GET', '/wps/promotions');
export const pvpLaunch = route('pvpLaunch', 'POST', '/wps/game/pvp/launch', { auth: true });
export const pvpRooms = route('pvpRooms', 'GET', '/lgw/games/pvp/rooms', { auth: true });
export const raffleClaim = route('raffleClaim', 'POST', '/wps/promotions/raffle/claim', { auth: true, moneyMove: true });
export const recentGames = route('recentGames', 'GET', '/lgw/games/recent', { auth: true });
export const registerSettings = route('registerSettings', 'GET', '/wps/system/setting/register');
export const rgLimits = route('rgLimits', 'GET', '/wps/member/rg/limits', { auth: true });
export const unreadMessageCount = route('unreadMessageCount', 'GET', '/wps/member/messages/unread', { auth: true });
export const vnLotteryMenus = route('vnLotteryMenus', 'GET', '/lgw/vn/games/game_menus');
export const vnOpenedNumbers = route('vnOpenedNumbers', 'GET', '/lgw/vn/games/opened_numbers');
