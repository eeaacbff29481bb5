import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { libraryConfig } from '../../tools/vite/config.ts';

export default defineConfig(libraryConfig(fileURLToPath(new URL('.', import.meta.url))));
