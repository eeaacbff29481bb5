import { createAtomState } from '../../states/createAtomState';

/** Portal-wide modals (spec §2 "Modals"); features open them by name, the app renders them. */
export type PortalModal =
  | 'login'
  | 'register'
  | 'registerSuccess'
  | 'changePassword'
  | 'forgetPassword'
  | 'download'
  | 'notice'
  | 'help'
  | 'logoutConfirm';

export const activeModalState = createAtomState<PortalModal | null>({ key: 'activeModal', defaultValue: null });
