import { createAtomState } from '../../states/createAtomState';

/** A remembered login name with its expiry; never a password. */
export interface RememberedUsername {
  username: string;
  expiresAt: number;
}

/** "Remember me" (localStorage `rememberedUsername`): the username only, for 1 day. */
export const rememberedUsernameState = createAtomState<RememberedUsername | null>({
  key: 'rememberedUsername',
  defaultValue: null,
  persist: 'local',
});
