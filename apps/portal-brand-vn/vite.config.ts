import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { brandAppConfig } from '../../tools/vite/app.ts';

export default defineConfig(brandAppConfig(fileURLToPath(new URL('.', import.meta.url)), 'vn'));
