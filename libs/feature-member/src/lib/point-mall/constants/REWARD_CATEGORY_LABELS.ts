import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Labels of the reward categories the platform sends; an unknown category shows as sent. */
export const REWARD_CATEGORY_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  bonus: msg`Bonuses`,
  electronics: msg`Electronics`,
  merchandise: msg`Merchandise`,
  vip: msg`VIP`,
};
