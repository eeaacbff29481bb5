// Workspace lint: TypeScript, React hooks, Lingui (no raw user-facing strings in features) and
// Nx module boundaries driven by project tags (see docs/architecture/layers.md "Projects and the direction of imports").
import nx from '@nx/eslint-plugin';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { portalPlugin } from './tools/eslint/folder-and-file-names.mjs';

export const depConstraints = [
  // A brand app is configuration: it starts the composition and may use util libraries (brand) only.
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:composition', 'type:util'] },
  // The portal assembled once for every brand (libs/portal-app): features and everything below them.
  { sourceTag: 'type:composition', onlyDependOnLibsWithTags: ['type:feature', 'type:kit', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  // The workspace's Storybook (storybook/): shows ui-kit, page-kit and every feature's screens in each brand.
  { sourceTag: 'type:storybook', onlyDependOnLibsWithTags: ['type:app', 'type:feature', 'type:kit', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:kit', 'type:ui', 'type:data-access', 'type:util'] },
  // Shared smart pieces (libs/page-kit): every feature may import them; they import no feature.
  { sourceTag: 'type:kit', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  // Node tools that call the platform the way the portal does (tools/conformance): its client and its message map.
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:kit', 'type:data-access', 'type:util'] },
  // The gateway and the contract run in Node too: they may only use platform-neutral code.
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['platform:any'] },
  { sourceTag: 'platform:any', onlyDependOnLibsWithTags: ['platform:any'] },
];

/** The one helper that may call React's lazy(): every other lazy part goes through it. */
const LAZY_HELPER = 'libs/ui-kit/src/lib/lazy/utils/lazyComponent.ts';
const NO_BARE_LAZY_MESSAGE =
  'Load code with lazyComponent(() => import(…), \'Name\') (@portal/page-kit/chunks): one timeout, one retry rule, one error boundary (docs/product/shell-and-navigation.md "Lazy pages").';
const NO_BARE_LAZY = [
  { selector: "CallExpression[callee.name='lazy']", message: NO_BARE_LAZY_MESSAGE },
  { selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='lazy']", message: NO_BARE_LAZY_MESSAGE },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/storybook-static',
      '**/test-output',
      '**/.nx',
      '**/*.po',
      'tmp/**',
      '.data/**',
      '**/locales/*/messages.{js,ts}',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.mjs'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // Second entry points that hold only a catalog may be imported statically by the app
          // while the library's pages stay lazy route chunks. ui-kit is imported statically
          // everywhere; the side menu loads its QR code (`@portal/ui-kit/qr-code`) lazily, the login's
          // risk notice its toast (`@portal/ui-kit/toast`).
          checkDynamicDependenciesExceptions: [
            '@portal/ui-kit',
            '@portal/feature-auth/catalog',
            '@portal/feature-games/catalog',
            '@portal/feature-member/catalog',
            '@portal/feature-agent/catalog',
            '@portal/page-kit/catalog',
          ],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // Folders kebab-case, files named by their kind, "centre" in our names (docs/architecture/conventions.md).
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.mjs'],
    plugins: { portal: portalPlugin },
    rules: { 'portal/folder-and-file-names': 'error' },
  },
  {
    // No import cycles inside a project (docs/architecture/conventions.md "Imports"): a type two
    // modules share lives in a types/ file both import. Only relative imports are followed (the
    // projects' own graph); @nx/enforce-module-boundaries already refuses a cycle between projects.
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Accessibility of JSX in every library and app (eslint-plugin-jsx-a11y, recommended rules).
    files: ['libs/*/src/**/*.tsx', 'apps/*/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling box (the winner board) must take focus so a keyboard user can scroll it
      // (WCAG 2.1.1, axe scrollable-region-focusable): allow tabIndex on a labelled group or region too.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'group', 'region'], allowExpressionValues: true }],
    },
  },
  {
    // Feature and app code: every user-facing string goes through Lingui.
    files: ['libs/feature-*/src/**/*.tsx', 'libs/page-kit/src/**/*.tsx', 'libs/portal-app/src/**/*.tsx', 'apps/portal-brand-*/src/**/*.tsx'],
    ignores: ['**/__tests__/**', '**/__stories__/**', '**/*.test.tsx', '**/*.stories.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_]+$', '^\\W*$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|class|style|styles|key|id|name|type|role|href|to|src|alt|target|rel|mode|variant|size|as|data-.*|aria-(?!label).*|testId|inputMode|autoComplete|method|path|queryKey|sandbox|allow|loading|decoding|fetchPriority|width|height|viewBox|fill|d)$',
              },
            },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'useSearchParams',
            'URLSearchParams',
            'new URL',
            'styled.*',
            'css',
            'keyframes',
            'createGlobalStyle',
            'navigate',
            'setSearchParams',
            'matchMedia',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.get',
            '*.set',
            '*.has',
            '*.delete',
            'querySelector',
            'addEventListener',
            'removeEventListener',
            'window.open',
            'document.createElement',
            // The export a lazy part's module names (a code identifier, typed against the module).
            'lazyComponent',
          ],
        },
      ],
    },
  },
  {
    // One sanitiser for every HTML the portal renders: page-kit's SafeHtml, with one set of rules
    // (a second DOMPurify call with its defaults lets forms and buttons through). One way to load
    // code on demand: lazyComponent (docs/product/shell-and-navigation.md "Lazy pages"), never a bare lazy().
    files: ['libs/*/src/**/*.ts', 'libs/*/src/**/*.tsx', 'apps/*/src/**/*.ts', 'apps/*/src/**/*.tsx'],
    ignores: ['libs/page-kit/src/lib/html/**', LAZY_HELPER],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'dompurify', message: 'Render platform HTML with SafeHtml (@portal/page-kit): the one sanitiser, with one set of rules.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render platform HTML with SafeHtml (@portal/page-kit): the one sanitiser, with one set of rules.',
        },
        ...NO_BARE_LAZY,
      ],
    },
  },
  {
    // The sanitiser's own folder: only the lazy rule.
    files: ['libs/page-kit/src/lib/html/**'],
    rules: { 'no-restricted-syntax': ['error', ...NO_BARE_LAZY] },
  },
  {
    // Build and tool configs import the shared tools/ folder by relative path on purpose (the brand
    // build's plugins write the inline script the served CSP allows: tools/serving).
    files: ['**/vite.config.ts', '**/.storybook/*.ts', '**/.storybook/*.tsx', '**/playwright.config.ts', 'tools/workspace-plugin/src/vite/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/__tests__/**', '**/__stories__/**', '**/*.stories.tsx', 'apps/portal-e2e/**', 'tools/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // A journey waits for what the player sees or for a call to answer, never for the clock
    // (docs/architecture/conventions.md "Tests"): a sleep is either too short on a busy machine or time thrown away.
    files: ['apps/portal-e2e/**'],
    rules: {
      'no-restricted-properties': ['error', { property: 'waitForTimeout', message: 'Wait for what the page shows or for the call to answer.' }],
    },
  },
);
