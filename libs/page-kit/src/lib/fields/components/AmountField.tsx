import { useLingui } from '@lingui/react/macro';
import { Button, Input, useFormatMoney, useMoneyFormat } from '@portal/ui-kit';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { amountText } from '../utils/amountText';

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
 * An amount in the brand's money format (the nearest `MoneyFormatProvider`): the currency symbol
 * where the brand puts it (`$` before, `₫` after), the min/max as a hint in the brand format,
 * quick amounts and an optional "All", written with the brand's decimals (none for VND).
 */
export function AmountField<TValues extends FieldValues, TOutput>({ form, name, label, min, max, quickAmounts = [], all }: AmountFieldProps<TValues, TOutput>) {
  const { t } = useLingui();
  const format = useMoneyFormat();
  const money = useFormatMoney();
  const fill = (value: number) =>
    // The field holds the typed text: a quick amount is written as that text.
    form.setValue(name, amountText(value, format.decimals) as PathValue<TValues, Path<TValues>>, { shouldValidate: true, shouldDirty: true });
  const symbol = <span aria-hidden="true">{format.symbol}</span>;
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
        startAdornment={format.symbolPosition === 'before' ? symbol : undefined}
        endAdornment={format.symbolPosition === 'after' ? symbol : undefined}
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
