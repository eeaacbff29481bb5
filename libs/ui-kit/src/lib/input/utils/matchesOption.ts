const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The ComboBox filter: does `text` contain `query`, ignoring case and accents
 * ("sao" finds "São Paulo", "VIET" finds "Việt Nam")?
 */
export function matchesOption(text: string, query: string): boolean {
  return fold(text).includes(fold(query.trim()));
}
