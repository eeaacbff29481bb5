import { useContext } from 'react';
import { DEFAULT_CURRENCY_SYMBOL } from '../constants/DEFAULT_CURRENCY_SYMBOL';
import { MoneyFormatContext } from '../contexts/MoneyFormatContext';
import type { FormatMoneyOptions } from '../utils/formatMoney';

/** The brand's money format of the nearest `MoneyFormatProvider` with formatMoney's defaults filled in (symbol, its position, decimals). */
export function useMoneyFormat(): Required<Pick<FormatMoneyOptions, 'symbol' | 'symbolPosition' | 'decimals'>> & FormatMoneyOptions {
  const format = useContext(MoneyFormatContext);
  return { ...format, symbol: format.symbol ?? DEFAULT_CURRENCY_SYMBOL, symbolPosition: format.symbolPosition ?? 'before', decimals: format.decimals ?? 2 };
}
