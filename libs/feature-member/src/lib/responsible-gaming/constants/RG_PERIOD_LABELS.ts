import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RgLimitPeriod } from '@portal/api-contract';

/** The rolling window of a limit. */
export const RG_PERIOD_LABELS: Readonly<Record<RgLimitPeriod, MessageDescriptor>> = {
  day: msg`24 hours`,
  week: msg`7 days`,
  month: msg`30 days`,
};
