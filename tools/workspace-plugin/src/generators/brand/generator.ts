import { formatFiles, type Tree } from '@nx/devkit';
import { brandFiles, type BrandFileOptions } from './files';

export interface BrandGeneratorSchema {
  code: string;
  name: string;
  merchantCode: string;
  languages?: string;
  defaultLanguage?: string;
  currencySymbol?: string;
  currencyPosition?: 'before' | 'after';
  decimals?: number;
  thousandsSeparator?: string;
  decimalSeparator?: string;
  defaultTheme?: 'dark' | 'light';
  accent?: string;
}

const LOCALES = ['pt', 'en', 'zh', 'id', 'th', 'vi'];

/** The schema's options checked and completed; throws a message naming the bad option. */
export function normalizeBrandOptions(schema: BrandGeneratorSchema): BrandFileOptions {
  if (!/^[a-z0-9-]+$/.test(schema.code)) throw new Error(`Brand code "${schema.code}" must be lower-case letters, digits or dashes`);
  const languages = (schema.languages ?? 'pt')
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);
  const unknown = languages.filter((l) => !LOCALES.includes(l));
  if (unknown.length) throw new Error(`Unknown locale(s) ${unknown.join(', ')}; use ${LOCALES.join(', ')}`);
  if (languages.length === 0) throw new Error('At least one language is required');
  const defaultLanguage = schema.defaultLanguage ?? languages[0];
  if (!languages.includes(defaultLanguage)) throw new Error(`Default language ${defaultLanguage} is not in ${languages.join(', ')}`);
  const decimals = Number(schema.decimals ?? 2);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 4) throw new Error(`--decimals must be a whole number from 0 to 4`);
  const accent = schema.accent ?? '#f5b942';
  if (!/^#[0-9a-fA-F]{6}$/.test(accent)) throw new Error(`--accent must be a #rrggbb colour, got "${accent}"`);
  return {
    code: schema.code,
    name: schema.name,
    merchantCode: schema.merchantCode,
    languages,
    defaultLanguage,
    currencySymbol: schema.currencySymbol ?? '$',
    currencyPosition: schema.currencyPosition ?? 'before',
    decimals,
    thousandsSeparator: schema.thousandsSeparator ?? ',',
    decimalSeparator: schema.decimalSeparator ?? '.',
    defaultTheme: schema.defaultTheme ?? 'dark',
    accent,
  };
}

/**
 * `nx g @portal/workspace-plugin:brand <code> --name=… --merchantCode=…`
 * Writes apps/portal-brand-<code>: its brand.config.ts, a main.tsx that starts the shared
 * composition (@portal/portal-app), index.html, Vite and project config, placeholder logo,
 * favicon and app icon in its accent, and a test written from its own options. Nothing is copied
 * from another brand and nothing outside the new folder changes.
 */
export async function brandGenerator(tree: Tree, schema: BrandGeneratorSchema) {
  const options = normalizeBrandOptions(schema);
  const target = `apps/portal-brand-${options.code}`;
  if (tree.exists(target)) throw new Error(`${target} already exists`);
  for (const [path, content] of Object.entries(brandFiles(options))) tree.write(`${target}/${path}`, content);
  await formatFiles(tree);
}

export default brandGenerator;
