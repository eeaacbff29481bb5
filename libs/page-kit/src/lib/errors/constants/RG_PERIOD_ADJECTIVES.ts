import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RgLimitPeriod } from '@portal/api-contract';

/** A limit's window as an adjective ("your 24-hour deposit limit"). */
export const RG_PERIOD_ADJECTIVES: Readonly<Record<RgLimitPeriod, MessageDescriptor>> = {
  day: msg`24-hour`,
  week: msg`7-day`,
  month: msg`30-day`,
};
