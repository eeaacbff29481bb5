import { createAtomState } from '@portal/data-access';

/** The visitor's answer to the analytics consent banner, kept on the device (localStorage `analyticsConsent`); null: not asked yet. */
export type AnalyticsConsent = 'granted' | 'denied' | null;

export const analyticsConsentState = createAtomState<AnalyticsConsent>({ key: 'analyticsConsent', defaultValue: null, persist: 'local' });
