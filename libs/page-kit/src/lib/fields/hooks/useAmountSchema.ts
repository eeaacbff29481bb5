import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { formatMoney } from '@portal/ui-kit';
import { useMemo } from 'react';
import { amountSchema } from '../utils/amountSchema';

/** `amountSchema` with translated messages in the brand's money format and the brand's decimals. */
export function useAmountSchema({ min, max }: { min: number; max?: number }) {
  const { t } = useLingui();
  const { currency } = useBrand();
  return useMemo(() => {
    const minText = formatMoney(min, currency);
    const maxText = max === undefined ? '' : formatMoney(max, currency);
    return amountSchema(
      { min, max, decimals: currency.decimals },
      { required: t`Enter the amount`, invalid: t`Enter a valid amount`, belowMin: t`The minimum is ${minText}`, aboveMax: t`The maximum is ${maxText}` },
    );
  }, [min, max, currency, t]);
}
