import type { BonusStatus } from '@portal/api-contract';
import type { BadgeTone } from '@portal/ui-kit';

export const BONUS_STATUS_TONES: Readonly<Record<BonusStatus, BadgeTone>> = {
  active: 'info',
  completed: 'success',
  expired: 'neutral',
  forfeited: 'danger',
};
