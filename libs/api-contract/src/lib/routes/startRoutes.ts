import { route } from './defineRoute';

/** The routes the first screen calls (the start bundle carries only these; see ../routes.ts). */
export const announcements = route('announcements', 'GET', '/wps/v2/announcements');
export const bannerList = route('bannerList', 'GET', '/wps/system/banners');
export const chatUnread = route('chatUnread', 'GET', '/wps/chat/unread', { auth: true });
export const countryList = route('countryList', 'GET', '/wps/system/countries');
export const customerServiceLink = route('customerServiceLink', 'GET', '/wps/system/customerService');
export const gameMenus = route('gameMenus', 'GET', '/lgw/games/game_menus');
export const hotGames = route('hotGames', 'GET', '/lgw/games/hot');
export const memberInfo = route('memberInfo', 'GET', '/wps/member/info', { auth: true });
export const permission = route('permission', 'GET', '/wps/system/permission');
export const popularGames = route('popularGames', 'GET', '/lgw/games/popular');
export const rgSession = route('rgSession', 'GET', '/wps/member/rg/session', { auth: true });
export const systemStatus = route('systemStatus', 'GET', '/wps/system/status');
export const updateLanguage = route('updateLanguage', 'PUT', '/wps/member/language', { auth: true });
// The side menu and the bottom bar read the white-label sections from the start (useSectionOffered).
export const whitelabelMenu = route('whitelabelMenu', 'GET', '/wps/system/whitelabel');
export const winnerBoard = route('winnerBoard', 'GET', '/wps/system/winners');
