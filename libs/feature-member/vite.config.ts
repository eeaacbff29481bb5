import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { libraryConfig } from '../../tools/vite/config.ts';

const config = libraryConfig(fileURLToPath(new URL('.', import.meta.url)));

// The page tests walk whole flows (form → confirmation → polling) on a shared 2-core machine.
export default defineConfig({ ...config, test: { ...config.test, testTimeout: 30_000 } });
