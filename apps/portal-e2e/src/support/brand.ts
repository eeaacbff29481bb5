import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineBrand, type BrandConfig, type BrandConfigInput, type CurrencyFormat } from '@portal/brand';

/**
 * The brand under test (`BRAND`, default `pt`): its config as the portal resolves it, its texts in
 * any of its languages (read from the libraries' catalogs, so the journey is written once for
 * every brand) and its money format.
 */
export const BRAND_CODE = process.env['BRAND'] ?? 'pt';

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

export async function loadBrand(code: string = BRAND_CODE): Promise<BrandConfig> {
  const module = (await import(join(workspaceRoot, `apps/portal-brand-${code}/src/brand.config.ts`))) as { brandConfig: BrandConfigInput };
  return defineBrand(module.brandConfig);
}

function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"'))) as string;
}

const catalogs = new Map<string, Map<string, string>>();

/** Every translation of `locale` from every library's catalog (`libs/<lib>/src/locales/<locale>/messages.po`). */
function catalog(locale: string): Map<string, string> {
  const cached = catalogs.get(locale);
  if (cached) return cached;
  const messages = new Map<string, string>();
  for (const lib of readdirSync(join(workspaceRoot, 'libs'))) {
    const file = join(workspaceRoot, 'libs', lib, 'src/locales', locale, 'messages.po');
    if (!existsSync(file)) continue;
    let msgid: string | null = null;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.startsWith('msgid ')) msgid = unquote(line);
      else if (line.startsWith('msgstr ') && msgid) {
        const msgstr = unquote(line);
        if (msgstr && !messages.has(msgid)) messages.set(msgid, msgstr);
        msgid = null;
      }
    }
  }
  catalogs.set(locale, messages);
  return messages;
}

/** The portal's text for English `message` in `locale` (the message itself in English or when untranslated). */
export function textIn(locale: string, message: string, values: Record<string, string | number> = {}): string {
  const text = locale === 'en' ? message : (catalog(locale).get(message) ?? message);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** An amount as the brand shows it (an oracle written apart from ui-kit's formatMoney). */
export function brandMoney(value: number, currency: CurrencyFormat): string {
  const fixed = Math.abs(value).toFixed(currency.decimals);
  const [integer, fraction] = fixed.split('.');
  const grouped = integer!.replace(/\B(?=(\d{3})+(?!\d))/g, currency.thousandsSeparator);
  const amount = fraction ? `${grouped}${currency.decimalSeparator}${fraction}` : grouped;
  const space = currency.symbolSpacing ? ' ' : '';
  const shown = currency.symbolPosition === 'before' ? `${currency.symbol}${space}${amount}` : `${amount}${space}${currency.symbol}`;
  return value < 0 ? `-${shown}` : shown;
}

/** Any amount in the brand's format, e.g. /^\d{1,3}(\.\d{3})* ₫$/ for VND. */
export function brandMoneyPattern(currency: CurrencyFormat): RegExp {
  const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const integer = `\\d{1,3}(?:${esc(currency.thousandsSeparator)}\\d{3})*`;
  const amount = currency.decimals > 0 ? `${integer}${esc(currency.decimalSeparator)}\\d{${currency.decimals}}` : integer;
  const space = currency.symbolSpacing ? ' ' : '';
  const symbol = esc(currency.symbol);
  return new RegExp(currency.symbolPosition === 'before' ? `-?${symbol}${space}${amount}` : `-?${amount}${space}${symbol}`);
}
