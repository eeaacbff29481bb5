import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GameCategory } from '@portal/api-contract';

/**
 * The one name of each game category, wherever it shows: the lobby's heading, the side menu and
 * the phone's games sheet, the betting record's filter.
 */
export const GAME_CATEGORY_LABELS: Readonly<Record<GameCategory, MessageDescriptor>> = {
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
