import type { PrizeMode } from '@portal/data-access';

/** /lottery opens on the VN lottery prize mode. */
export const DEFAULT_PRIZE_MODE: PrizeMode = 'Lott';
/** The e-lottery lobby (/elott) lists this prize mode. */
export const ELOTT_PRIZE_MODE: PrizeMode = 'Elott';
