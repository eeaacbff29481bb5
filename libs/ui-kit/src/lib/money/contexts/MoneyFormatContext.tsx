import { createContext, type ReactNode } from 'react';
import type { FormatMoneyOptions } from '../utils/formatMoney';

/** The brand's money format (symbol, its position, decimals, separators); empty means formatMoney's defaults. */
export const MoneyFormatContext = createContext<FormatMoneyOptions>({});

export interface MoneyFormatProviderProps {
  format: FormatMoneyOptions;
  children: ReactNode;
}

/** Gives every `Money` and `useFormatMoney` below it the brand's money format. */
export function MoneyFormatProvider({ format, children }: MoneyFormatProviderProps) {
  return <MoneyFormatContext.Provider value={format}>{children}</MoneyFormatContext.Provider>;
}
