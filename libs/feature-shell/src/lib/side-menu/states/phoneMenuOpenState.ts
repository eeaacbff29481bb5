import { createAtomState } from '@portal/data-access';

/** The phone's main menu (the side menu in a drawer, docs/product/phone-layout.md) is open. */
export const phoneMenuOpenState = createAtomState<boolean>({ key: 'phoneMenuOpen', defaultValue: false });
