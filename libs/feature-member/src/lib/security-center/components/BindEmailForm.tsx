import { useLingui } from '@lingui/react/macro';
import { ERROR_KEY, endpoints } from '@portal/api-contract';
import { usePlatformClient } from '@portal/data-access';
import { FormAlert, FormStack, PasswordField, errorKeyOf, usePortalForm } from '@portal/page-kit';
import { Button, Input } from '@portal/ui-kit';
import { useMemo } from 'react';
import { z } from 'zod';
import { useCurrentPasswordSchema } from '../hooks/useCurrentPasswordSchema';

export interface BindEmailFormProps {
  change: boolean;
  onDone: () => void;
}

/** Binds or changes the e-mail (it receives password resets) with the current login password. */
export function BindEmailForm({ change, onDone }: BindEmailFormProps) {
  const { t } = useLingui();
  const client = usePlatformClient();
  const password = useCurrentPasswordSchema();
  const schema = useMemo(
    () =>
      z.object({
        email: z
          .string()
          .trim()
          .min(1, t`Enter your e-mail address`)
          .pipe(z.email(t`Enter a valid e-mail address`)),
        password,
      }),
    [password, t],
  );
  const { field, submit, failure, busy } = usePortalForm({
    schema,
    defaultValues: { email: '', password: '' },
    onFailure: ({ error, showOnField }) => {
      if (errorKeyOf(error) !== ERROR_KEY.passwordWrong) return false;
      showOnField('password');
      return true;
    },
    onSubmit: async (values) => {
      await client.call(endpoints.bindEmail, values);
      onDone();
    },
  });
  return (
    <FormStack noValidate onSubmit={submit} aria-label={change ? t`Change e-mail` : t`Bind e-mail`}>
      <Input label={change ? t`New e-mail address` : t`E-mail address`} type="email" autoComplete="email" required fullWidth {...field('email')} />
      <PasswordField label={t`Current login password`} required autoComplete="current-password" {...field('password')} />
      <FormAlert message={failure} />
      <Button type="submit" loading={busy}>
        {change ? t`Change e-mail` : t`Bind e-mail`}
      </Button>
    </FormStack>
  );
}
