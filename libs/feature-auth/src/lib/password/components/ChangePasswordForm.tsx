import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { useEndpointMutation, useRegisterSettings } from '@portal/data-access';
import { Button, Input } from '@portal/ui-kit';
import { useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { useErrorMessage } from '../../errors/hooks/useErrorMessage';
import { AuthForm } from '../../form/components/AuthForm';
import { FormAlert } from '../../form/components/FormAlert';
import { useRuleMessages } from '../../validation/hooks/useRuleMessages';
import { requiredString, ruleString } from '../../validation/utils/ruleString';
import { ERROR_KEY } from '@portal/api-contract';
import { isPlatformError } from '@portal/data-access';
import { FALLBACK_RULES } from '../../validation/constants/FALLBACK_RULES';

/** Used until the register settings arrive (the gateway's default password rule). */

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ChangePasswordFormProps {
  /** Known old password (forced change after login): the field is not shown. */
  knownOldPassword?: string;
  onChanged: () => void;
}

/** Change password (spec §5): old (unless known), new with the password rule, confirmation equal. */
export function ChangePasswordForm({ knownOldPassword, onChanged }: ChangePasswordFormProps) {
  const { t } = useLingui();
  const messages = useRuleMessages();
  const errorMessage = useErrorMessage();
  const { data: settings } = useRegisterSettings();
  const change = useEndpointMutation(endpoints.changePassword);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const rule = settings?.rules.password ?? FALLBACK_RULES.password;
  const labels = { oldPassword: t`Old password`, newPassword: t`New password`, confirmNewPassword: t`Confirm new password` };

  const schema = useMemo(
    () =>
      z
        .object({
          oldPassword: knownOldPassword === undefined ? requiredString(labels.oldPassword, messages) : z.string().default(''),
          newPassword: ruleString(rule, messages, { label: labels.newPassword, required: true }),
          confirmNewPassword: requiredString(labels.confirmNewPassword, messages),
        })
        .superRefine((values, ctx) => {
          if (values.confirmNewPassword && values.confirmNewPassword !== values.newPassword) {
            ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: messages.inconsistent });
          }
        }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [knownOldPassword, rule, messages, t],
  );
  const { register, handleSubmit, formState, setError } = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<ChangePasswordValues>,
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });

  const handleValid = async (values: ChangePasswordValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      await change.mutateAsync({
        oldPassword: knownOldPassword ?? values.oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      onChanged();
    } catch (error) {
      const message = errorMessage(error);
      if (isPlatformError(error) && error.messageKey === ERROR_KEY.oldPasswordWrong && knownOldPassword === undefined) {
        setError('oldPassword', { message }, { shouldFocus: true });
      } else if (isPlatformError(error) && error.messageKey?.startsWith(`${ERROR_KEY.invalidRequest}: newPassword`)) {
        setError('newPassword', { message: messages.pattern(rule.patternId, rule.minLength, rule.maxLength) }, { shouldFocus: true });
      } else {
        setFailure(message);
      }
    } finally {
      inFlight.current = false;
    }
  };

  const passwordProps = { type: 'password' as const, required: true, showPasswordLabel: t`Show password`, hidePasswordLabel: t`Hide password` };
  return (
    <AuthForm noValidate onSubmit={handleSubmit(handleValid)} aria-label={t`Change password`}>
      {knownOldPassword === undefined ? (
        <Input
          {...passwordProps}
          label={labels.oldPassword}
          placeholder={t`Enter your current password`}
          autoComplete="current-password"
          error={formState.errors.oldPassword?.message}
          {...register('oldPassword')}
        />
      ) : null}
      <Input
        {...passwordProps}
        label={labels.newPassword}
        placeholder={t`Create a new password`}
        autoComplete="new-password"
        error={formState.errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Input
        {...passwordProps}
        label={labels.confirmNewPassword}
        placeholder={t`Repeat the new password`}
        autoComplete="new-password"
        error={formState.errors.confirmNewPassword?.message}
        {...register('confirmNewPassword')}
      />
      <FormAlert message={failure} />
      <Button type="submit" size="lg" fullWidth loading={formState.isSubmitting || change.isPending}>
        {t`Change password`}
      </Button>
    </AuthForm>
  );
}
