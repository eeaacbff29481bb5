/**
 * The member centre's page ids in menu order (docs/architecture/page-ids.md): the values `?member=`
 * takes. The spec's ids (the platform's links and messages use them) and ours (`responsibleGaming`).
 * A page the member feature shows is one of them (`CentrePages<MemberCentrePage>`), and every
 * address of the member centre is built from one (`memberCentreHref`, `useMemberCentreAddress`).
 */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'responsibleGaming',
] as const;

/** A page of the member centre. */
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];
