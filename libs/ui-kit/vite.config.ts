import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { libraryConfig } from '../../tools/vite/config';

const config = libraryConfig(fileURLToPath(new URL('.', import.meta.url)));

export default defineConfig({
  ...config,
  test: {
    ...config.test,
    // Vitest resolves styled-components with Node conditions: its server build never injects
    // createGlobalStyle rules (theme CSS variables, reset) into jsdom. Use the browser build.
    alias: [{ find: /^styled-components$/, replacement: 'styled-components/dist/styled-components.browser.esm.js' }],
  },
});
