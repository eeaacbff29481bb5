import { useCallback, useContext } from 'react';
import { MoneyFormatContext } from '../contexts/MoneyFormatContext';
import { formatMoney, type FormatMoneyOptions } from '../utils/formatMoney';

/** Options given explicitly win; `undefined` ones fall back to the provided format. */
export function mergeMoneyFormat(base: FormatMoneyOptions, options: FormatMoneyOptions): FormatMoneyOptions {
  const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return { ...base, ...defined };
}

/** `formatMoney` with the brand's format of the nearest `MoneyFormatProvider` (texts, labels, options). */
export function useFormatMoney(): (value: number | string | null | undefined, options?: FormatMoneyOptions) => string {
  const format = useContext(MoneyFormatContext);
  return useCallback((value, options = {}) => formatMoney(value, mergeMoneyFormat(format, options)), [format]);
}
