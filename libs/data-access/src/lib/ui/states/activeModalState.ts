import { createAtomState } from '../../states/createAtomState';

/** Portal-wide modals (docs/product/shell-and-navigation.md "Portal-wide modals and dialogs"); features open them by name, the app renders them. */
export type PortalModal =
  | 'login'
  | 'register'
  | 'registerSuccess'
  | 'changePassword'
  | 'forgetPassword'
  | 'download'
  | 'notice'
  | 'help'
  | 'logoutConfirm'
  /** Not a modal: AuthModals logs in a trial account (free demo, FREEPLAY3) while a spinner shows. */
  | 'freePlay';

export const activeModalState = createAtomState<PortalModal | null>({ key: 'activeModal', defaultValue: null });
