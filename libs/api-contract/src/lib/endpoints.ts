import { accountEndpoints } from './account/account.endpoints';
import { agentEndpoints } from './agent/agent.endpoints';
import { authEndpoints } from './auth/auth.endpoints';
import { cashierEndpoints } from './cashier/cashier.endpoints';
import { chatEndpoints } from './chat/chat.endpoints';
import { bannerListEndpoint } from './content/banner.endpoints';
import { announcementsEndpoint, helpCenterEndpoint, winnerBoardEndpoint } from './content/content.endpoints';
import { gamesEndpoints } from './games/games.endpoints';
import { lotteryEndpoints } from './lottery/lottery.endpoints';
import { messagesEndpoints } from './messages/messages.endpoints';
import { memberEndpoints } from './member/member.endpoints';
import { pointsEndpoints } from './points/points.endpoints';
import { promotionsEndpoints } from './promotions/promotions.endpoints';
import { rewardsEndpoints } from './rewards/rewards.endpoints';
import {
  countryListEndpoint,
  customerServiceLinkEndpoint,
  domainRoutesEndpoint,
  encryptionKeyEndpoint,
  feedbackEndpoint,
  permissionEndpoint,
  registerSettingsEndpoint,
  systemStatusEndpoint,
  whitelabelMenuEndpoint,
} from './system/system.endpoints';
import { walletEndpoints } from './wallet/wallet.endpoints';

/**
 * The endpoint table: every call of the platform API, defined once (keys = endpoint names).
 * The sandbox gateway serves it, data-access calls it, the README lists it.
 */
export const endpoints = {
  // system
  systemStatus: systemStatusEndpoint,
  encryptionKey: encryptionKeyEndpoint,
  permission: permissionEndpoint,
  whitelabelMenu: whitelabelMenuEndpoint,
  registerSettings: registerSettingsEndpoint,
  domainRoutes: domainRoutesEndpoint,
  countryList: countryListEndpoint,
  customerServiceLink: customerServiceLinkEndpoint,
  feedback: feedbackEndpoint,
  // content
  bannerList: bannerListEndpoint,
  announcements: announcementsEndpoint,
  helpCenter: helpCenterEndpoint,
  winnerBoard: winnerBoardEndpoint,
  ...promotionsEndpoints,
  // auth
  ...authEndpoints,
  // member, wallet, points
  ...memberEndpoints,
  ...walletEndpoints,
  ...pointsEndpoints,
  // cashier: deposit, withdrawal, payment password, upline transfer, profit and loss
  ...cashierEndpoints,
  // games, lottery
  ...gamesEndpoints,
  ...lotteryEndpoints,
  // agent, chat
  ...agentEndpoints,
  ...chatEndpoints,
  // bonuses, reward centre, referral, mission claims
  ...rewardsEndpoints,
  // security centre, platform messages
  ...accountEndpoints,
  ...messagesEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
