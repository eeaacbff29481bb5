import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PrizeMode } from '@portal/data-access';

/** Tab labels of the lottery prize modes (docs/product/games-and-play.md: Lott, ZY, Elott, SEA). */
export const PRIZE_MODE_LABELS: Readonly<Record<PrizeMode, MessageDescriptor>> = {
  Lott: msg`Lottery`,
  ZY: msg`Fast games`,
  Elott: msg`E-lottery`,
  SEA: msg`Southeast Asia`,
};
