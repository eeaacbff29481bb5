import { useLingui } from '@lingui/react/macro';
import { useRegisterSettings } from '@portal/data-access';
import { Input } from '@portal/ui-kit';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { DialCodeField } from '../../country/components/DialCodeField';

const StyledMobileNumberField = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(3)};
  & > :last-child {
    flex: 1;
    min-width: 0;
  }

  ${({ theme }) => theme.media.phone} {
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

export interface MobileNumberFieldProps<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The mobile number's field. */
  name: Path<TValues>;
  /** The dialling code's field (e.g. `+55`), picked in front of the number. */
  dialCodeName: Path<TValues>;
  label?: string;
  placeholder?: string;
  required?: boolean;
}

/**
 * Mobile number with its dialling-code picker in front (one field group for every form that asks
 * for a phone). An empty dialling code is filled with the platform's default when it arrives.
 */
export function MobileNumberField<TValues extends FieldValues, TOutput>({
  form,
  name,
  dialCodeName,
  label,
  placeholder,
  required = true,
}: MobileNumberFieldProps<TValues, TOutput>) {
  const { t } = useLingui();
  const defaultDialCode = useRegisterSettings().data?.defaultCountryDialingCode;
  const { getValues, setValue } = form;
  useEffect(() => {
    if (defaultDialCode && !getValues(dialCodeName)) setValue(dialCodeName, defaultDialCode as PathValue<TValues, Path<TValues>>);
  }, [defaultDialCode, dialCodeName, getValues, setValue]);
  return (
    <StyledMobileNumberField>
      <Controller
        control={form.control}
        name={dialCodeName}
        render={({ field }) => <DialCodeField value={String(field.value ?? '')} onChange={field.onChange} />}
      />
      <Input
        label={label ?? t`Mobile number`}
        placeholder={placeholder ?? t`Enter your mobile number`}
        required={required}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        error={form.getFieldState(name, form.formState).error?.message}
        {...form.register(name)}
      />
    </StyledMobileNumberField>
  );
}
