import { useLingui } from '@lingui/react/macro';
import { ERROR_KEY, endpoints } from '@portal/api-contract';
import { useEndpointMutation, useRegisterSettings } from '@portal/data-access';
import { errorKeyOf } from '../../errors/utils/errorKeyOf';
import { PasswordField } from '../../fields/components/PasswordField';
import { FormAlert } from '../../form/components/FormAlert';
import { FormStack } from '../../form/components/FormStack';
import { usePortalForm } from '../../form/hooks/usePortalForm';
import { FALLBACK_RULES } from '../../validation/constants/FALLBACK_RULES';
import { useRuleMessages } from '../../validation/hooks/useRuleMessages';
import { requiredString, ruleString } from '../../validation/utils/ruleString';
import { Button } from '@portal/ui-kit';
import { useMemo } from 'react';
import { z } from 'zod';

export interface ChangePasswordFormProps {
  /** Known old password (forced change after login): the field is not shown. */
  knownOldPassword?: string;
  onChanged: () => void;
}

/**
 * Change password: old (unless known), new with the password rule, confirmation equal. Shared by
 * the forced change after login (feature-auth) and the security centre (feature-member); a
 * successful change revokes every session of the member, so `onChanged` ends the session.
 */
export function ChangePasswordForm({ knownOldPassword, onChanged }: ChangePasswordFormProps) {
  const { t } = useLingui();
  const messages = useRuleMessages();
  const { data: settings } = useRegisterSettings();
  const change = useEndpointMutation(endpoints.changePassword);
  const rule = settings?.rules.password ?? FALLBACK_RULES.password;
  const askOld = knownOldPassword === undefined;
  const labels = { oldPassword: t`Old password`, newPassword: t`New password`, confirmNewPassword: t`Confirm new password` };

  const schema = useMemo(
    () =>
      z
        .object({
          oldPassword: askOld ? requiredString(labels.oldPassword, messages) : z.string(),
          newPassword: ruleString(rule, messages, { label: labels.newPassword, required: true }),
          confirmNewPassword: requiredString(labels.confirmNewPassword, messages),
        })
        .refine((values) => !values.confirmNewPassword || values.confirmNewPassword === values.newPassword, {
          path: ['confirmNewPassword'],
          message: messages.inconsistent,
        }),
    [askOld, rule, messages, labels.oldPassword, labels.newPassword, labels.confirmNewPassword],
  );
  const { field, submit, failure, busy } = usePortalForm({
    schema,
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    invalidFieldMessage: (name) => (name === 'newPassword' ? messages.pattern(rule.patternId, rule.minLength, rule.maxLength) : undefined),
    onFailure: ({ error, showOnField }) => {
      if (!askOld || errorKeyOf(error) !== ERROR_KEY.oldPasswordWrong) return false;
      showOnField('oldPassword');
      return true;
    },
    onSubmit: async (values) => {
      await change.mutateAsync({ ...values, oldPassword: knownOldPassword ?? values.oldPassword });
      onChanged();
    },
  });

  return (
    <FormStack noValidate onSubmit={submit} aria-label={t`Change password`}>
      {askOld ? (
        <PasswordField
          label={labels.oldPassword}
          placeholder={t`Enter your current password`}
          required
          autoComplete="current-password"
          {...field('oldPassword')}
        />
      ) : null}
      <PasswordField label={labels.newPassword} placeholder={t`Create a new password`} required autoComplete="new-password" {...field('newPassword')} />
      <PasswordField
        label={labels.confirmNewPassword}
        placeholder={t`Repeat the new password`}
        required
        autoComplete="new-password"
        {...field('confirmNewPassword')}
      />
      <FormAlert message={failure} />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {t`Change password`}
      </Button>
    </FormStack>
  );
}
