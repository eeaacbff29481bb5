import { createAtomState } from '@portal/data-access';

/** The visitor's answer to the analytics consent banner, kept on the device (localStorage `analyticsConsent`); null: not asked yet. */
export type AnalyticsConsent = 'granted' | 'denied' | null;

export const analyticsConsentState = createAtomState<AnalyticsConsent>({ key: 'analyticsConsent', defaultValue: null, persist: 'local' });

/**
 * The footer's "Analytics cookies" asked again: the banner shows while the answer already given
 * stays in force, until the visitor answers (docs/product/shell-and-navigation.md "Analytics").
 */
export const analyticsConsentAskedAgainState = createAtomState<boolean>({ key: 'analyticsConsentAskedAgain', defaultValue: false });
