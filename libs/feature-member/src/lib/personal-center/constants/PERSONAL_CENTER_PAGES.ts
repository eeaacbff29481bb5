/**
 * The personal-centre overlay's entries in menu order (docs/product/member-centre.md): the page id each one opens and
 * the value of `?member=` in the address (docs/product/member-centre.md).
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
  'responsibleGaming', // responsible gaming: limits, reality check, time-out, self-exclusion
] as const;

export type PersonalCenterPage = (typeof PERSONAL_CENTER_PAGES)[number];

export function isPersonalCenterPage(value: string | null | undefined): value is PersonalCenterPage {
  return (PERSONAL_CENTER_PAGES as readonly string[]).includes(value ?? '');
}
