import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Titles of the platform's missions by id (the server's English title is the fallback for others). */
export const MISSION_TITLES: Readonly<Record<number, MessageDescriptor>> = {
  1: msg`Place 10 bets`,
  2: msg`Win 5 times`,
  3: msg`Play 3 different games`,
};
