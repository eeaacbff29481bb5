import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PersonalCenterPage } from './PERSONAL_CENTER_PAGES';

/** Menu label and page title of each entry (spec §2 names). */
export const PERSONAL_CENTER_PAGE_LABELS: Readonly<Record<PersonalCenterPage, MessageDescriptor>> = {
  securityCenter: msg`My account`,
  transferFund: msg`My wallet`,
  depositv2: msg`Deposit`,
  withdraw: msg`Withdrawal`,
  transferUpline: msg`Transfer to upline`,
  personalHistoryCopy: msg`Betting record`,
  transactionHistory: msg`Account record`,
  personalProfit: msg`Profit and loss`,
  bonusDetails: msg`Bonus details`,
  rewardCenter: msg`Reward centre`,
  referral: msg`Invite friends`,
  missionLeaderboard: msg`Mission activity`,
  messageV2: msg`Platform information`,
  responsibleGaming: msg`Responsible gaming`,
};
