/**
 * The personal-centre overlay's entries in menu order (docs/product/centres.md): the page id each one opens.
 * The overlay itself is built by the member-centre issue; the shell's header already opens it
 * through `personalCenterState` with one of these ids.
 */
export const PERSONAL_CENTER_PAGES = [
  'securityCenter', // my account
  'transferFund', // my wallet
  'depositv2', // deposit
  'withdraw', // withdrawal
  'transferUpline', // transfer to upline
  'personalHistoryCopy', // betting record
  'transactionHistory', // account record
  'personalProfit', // personal loss
  'bonusDetails', // bonus details
  'rewardCenter', // reward center
  'referral', // invite friends
  'missionLeaderboard', // mission activity (badge with the mission count)
  'messageV2', // platform information
] as const;

export type PersonalCenterPage = (typeof PERSONAL_CENTER_PAGES)[number];
