import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GameCategory } from '@portal/api-contract';

/** Side-menu name of each game category (the same words as the lobby headings). */
export const CATEGORY_LABELS: Readonly<Record<GameCategory, MessageDescriptor>> = {
  ELOTT: msg`E-lottery`,
  LOTT: msg`Lottery`,
  LIVE: msg`Live casino`,
  SPORTS: msg`Sports`,
  FISH: msg`Fishing`,
  RNG: msg`Slots`,
  PVP: msg`Card rooms`,
  ESPORTS: msg`E-sports`,
  INHOUSE: msg`In-house games`,
};
