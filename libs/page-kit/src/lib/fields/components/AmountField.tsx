import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { Button, Input, formatMoney } from '@portal/ui-kit';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';

const StyledQuickAmounts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledAmountField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export interface AmountFieldProps<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** A string field (validate it with `amountSchema`). */
  name: Path<TValues>;
  label?: string;
  min: number;
  max?: number;
  /** One-tap amounts shown as buttons (in the brand's major unit). */
  quickAmounts?: readonly number[];
  /** Shows an "All" button that fills this amount (e.g. the whole withdrawable balance). */
  all?: number;
}

/**
 * An amount in the brand's money format: the currency symbol in front, the min/max as a hint in
 * the brand format, quick amounts and an optional "All".
 */
export function AmountField<TValues extends FieldValues, TOutput>({ form, name, label, min, max, quickAmounts = [], all }: AmountFieldProps<TValues, TOutput>) {
  const { t } = useLingui();
  const { currency } = useBrand();
  const money = (value: number) => formatMoney(value, currency);
  const fill = (value: number) =>
    // The field holds the typed text: a quick amount is written as that text.
    form.setValue(name, value.toFixed(currency.decimals) as PathValue<TValues, Path<TValues>>, { shouldValidate: true, shouldDirty: true });
  const minText = money(min);
  const maxText = max === undefined ? '' : money(max);
  return (
    <StyledAmountField>
      <Input
        label={label ?? t`Amount`}
        placeholder={t`Enter the amount`}
        required
        inputMode="decimal"
        autoComplete="off"
        startAdornment={<span aria-hidden="true">{currency.symbol}</span>}
        hint={max === undefined ? t`Minimum ${minText}` : t`From ${minText} to ${maxText}`}
        error={form.getFieldState(name, form.formState).error?.message}
        {...form.register(name)}
      />
      {quickAmounts.length > 0 || all !== undefined ? (
        <StyledQuickAmounts role="group" aria-label={t`Quick amounts`}>
          {quickAmounts.map((value) => (
            <Button key={value} variant="secondary" size="sm" onClick={() => fill(value)}>
              {money(value)}
            </Button>
          ))}
          {all !== undefined ? (
            <Button variant="secondary" size="sm" onClick={() => fill(all)}>
              {t`All`}
            </Button>
          ) : null}
        </StyledQuickAmounts>
      ) : null}
    </StyledAmountField>
  );
}
