import { createAtomState } from '../../states/createAtomState';

/** The visitor's language preference (a portal locale such as `pt`); localStorage `language`. */
export const languageState = createAtomState<string | null>({ key: 'language', defaultValue: null, persist: 'local' });
