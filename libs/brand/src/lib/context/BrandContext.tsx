import { createContext, useContext, type ReactNode } from 'react';
import type { BrandConfig } from '../config/BrandConfig';

const BrandContext = createContext<BrandConfig | null>(null);

export interface BrandProviderProps {
  brand: BrandConfig;
  children: ReactNode;
}

export function BrandProvider({ brand, children }: BrandProviderProps) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The current brand's configuration; throws outside a BrandProvider. */
export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand must be used inside <BrandProvider>');
  return brand;
}
