import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalog per project that has user-facing text, so each library owns its strings
 * (`libs/<lib>/src/locales/<locale>/messages.po`). Source strings are English; every catalog
 * is translated for pt, en, zh, id, th and vi. `npx nx run i18n:extract` refreshes them,
 * `npx nx run i18n:compile` checks (strict) that none is missing a translation.
 */
const projects = ['libs/i18n', 'libs/feature-shell', 'libs/feature-auth', 'libs/feature-games', 'libs/feature-member', 'libs/feature-agent', 'libs/page-kit'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['pt', 'en', 'zh', 'id', 'th', 'vi'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: projects.map((project) => ({
    path: `<rootDir>/${project}/src/locales/{locale}/messages`,
    include: [`<rootDir>/${project}/src`],
    exclude: ['**/__tests__/**', '**/__stories__/**', '**/*.test.*', '**/*.stories.*', '**/node_modules/**'],
  })),
});
