/**
 * Test helpers: activate a locale synchronously for component tests.
 * `activateTestLocale('en')` shows source strings; pass a project's compiled messages to test a translation.
 */
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement, type ReactNode } from 'react';
import { messages as sharedMessages } from './locales/en/messages.po';

export function activateTestLocale(locale = 'en', messages: Messages = {}) {
  i18n.loadAndActivate({ locale, messages });
  return i18n;
}

/**
 * In English the shared messages of this library (`commonMessages`, `GAME_CATEGORY_LABELS`) come
 * with the given ones: a production build (the Storybook the axe pass reads) keeps only message
 * ids, so a shared label would otherwise show its id.
 */
export function TestI18nProvider({ children, locale = 'en', messages }: { children: ReactNode; locale?: string; messages?: Messages }) {
  activateTestLocale(locale, locale === 'en' ? { ...sharedMessages, ...messages } : messages);
  return createElement(I18nProvider, { i18n }, children);
}
