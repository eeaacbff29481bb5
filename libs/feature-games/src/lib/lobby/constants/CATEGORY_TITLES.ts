import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GameCategory } from '@portal/api-contract';

/** Heading of each category's lobby. */
export const CATEGORY_TITLES: Readonly<Record<GameCategory, MessageDescriptor>> = {
  RNG: msg`Slots`,
  PVP: msg`Card rooms`,
  LIVE: msg`Live casino`,
  FISH: msg`Fishing`,
  SPORTS: msg`Sports`,
  ESPORTS: msg`E-sports`,
  INHOUSE: msg`In-house games`,
  LOTT: msg`Lottery`,
  ELOTT: msg`E-lottery`,
};
