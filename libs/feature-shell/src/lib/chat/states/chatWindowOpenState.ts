import { createAtomState } from '@portal/data-access';

/** The chat-room window (CBS3) is open. */
export const chatWindowOpenState = createAtomState<boolean>({ key: 'chatWindowOpen', defaultValue: false });
