import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GameCategory } from '@portal/api-contract';

/** Game categories of the betting record's filter (the lobby names). */
export const BET_CATEGORY_LABELS: Readonly<Record<GameCategory, MessageDescriptor>> = {
  ELOTT: msg`E-lottery`,
  LOTT: msg`Lottery`,
  LIVE: msg`Live casino`,
  SPORTS: msg`Sports`,
  FISH: msg`Fishing`,
  RNG: msg`Slots`,
  PVP: msg`Card rooms`,
  ESPORTS: msg`E-sports`,
  INHOUSE: msg`In-house`,
};
