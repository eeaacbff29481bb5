import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BonusSource } from '@portal/api-contract';

/** Where a bonus came from, as the member reads it. */
export const BONUS_SOURCE_LABELS: Readonly<Record<BonusSource, MessageDescriptor>> = {
  operator: msg`Promotion`,
  checkin: msg`Daily check-in`,
  rebate: msg`Rebate`,
  levelup: msg`Level-up gift`,
  referral: msg`Invite reward`,
  mission: msg`Mission`,
  signup: msg`Sign-up bonus`,
  raffle: msg`Raffle prize`,
};
