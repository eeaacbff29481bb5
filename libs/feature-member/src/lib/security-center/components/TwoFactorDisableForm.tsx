import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { usePlatformClient } from '@portal/data-access';
import { FormAlert, FormStack, usePortalForm } from '@portal/page-kit';
import { Button, Input } from '@portal/ui-kit';
import { useMemo } from 'react';
import { z } from 'zod';
import { useTotpCodeSchema } from '../hooks/useTotpCodeSchema';

export interface TwoFactorDisableFormProps {
  onDone: () => void;
}

/** Turns two-factor authentication off with a current code of the authenticator app. */
export function TwoFactorDisableForm({ onDone }: TwoFactorDisableFormProps) {
  const { t } = useLingui();
  const client = usePlatformClient();
  const code = useTotpCodeSchema();
  const schema = useMemo(() => z.object({ code }), [code]);
  const { field, submit, failure, busy } = usePortalForm({
    schema,
    defaultValues: { code: '' },
    focusOnFailure: 'code',
    onSubmit: async (values) => {
      await client.call(endpoints.twoFactorDisable, values);
      onDone();
    },
  });
  return (
    <FormStack noValidate onSubmit={submit} aria-label={t`Turn off two-factor authentication`}>
      <Input
        label={t`Authenticator code`}
        hint={t`Your account is less protected without it.`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        fullWidth
        {...field('code')}
      />
      <FormAlert message={failure} />
      <Button type="submit" variant="danger" loading={busy}>
        {t`Turn off two-factor authentication`}
      </Button>
    </FormStack>
  );
}
