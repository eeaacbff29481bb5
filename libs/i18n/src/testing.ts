/**
 * Test helpers: activate a locale synchronously for component tests.
 * `activateTestLocale('en')` shows source strings; pass a project's compiled messages to test a translation.
 */
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement, type ReactNode } from 'react';

export function activateTestLocale(locale = 'en', messages: Messages = {}) {
  i18n.loadAndActivate({ locale, messages });
  return i18n;
}

export function TestI18nProvider({ children, locale = 'en', messages }: { children: ReactNode; locale?: string; messages?: Messages }) {
  activateTestLocale(locale, messages);
  return createElement(I18nProvider, { i18n }, children);
}
