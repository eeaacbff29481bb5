import { msg } from '@lingui/core/macro';
import type { ErrorMessageOptions } from '@portal/page-kit';

/** The error map's sentences said closer to a game list or a launch (see useErrorMessage). */
export const GAME_ERROR_MESSAGES: ErrorMessageOptions = {
  overrides: {
    in_need_true_account: msg`This game needs a real account. Register a real account to play it.`,
    not_found: msg`This game is no longer available.`,
  },
};
