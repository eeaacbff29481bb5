import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { activeModalState, portalAlertState, useEndpointMutation, useRegisterSettings } from '@portal/data-access';
import { FALLBACK_RULES, FormAlert, FormStack, ruleString, usePortalForm, useRuleMessages } from '@portal/page-kit';
import { Button, Input } from '@portal/ui-kit';
import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { z } from 'zod';

/** Forgot password by e-mail: username + e-mail, then a confirmation dialog that reveals nothing about the account (docs/product/accounts-and-auth.md). */
export function ForgotByEmailForm() {
  const { t } = useLingui();
  const messages = useRuleMessages();
  const { data: settings } = useRegisterSettings();
  const setModal = useSetAtom(activeModalState);
  const setAlert = useSetAtom(portalAlertState);
  const send = useEndpointMutation(endpoints.forgotPasswordEmail);
  const labels = { username: t`Username`, email: t`E-mail` };
  const schema = useMemo(
    () =>
      z.object({
        username: ruleString(settings?.rules.username ?? FALLBACK_RULES.username, messages, { label: labels.username, required: true }),
        email: ruleString(settings?.rules.email ?? FALLBACK_RULES.email, messages, { label: labels.email, required: true }),
      }),
    [settings, messages, labels.username, labels.email],
  );
  const { field, submit, failure, busy } = usePortalForm({
    schema,
    defaultValues: { username: '', email: '' },
    focusOnFailure: 'username',
    onSubmit: async ({ username, email }) => {
      const address = email.trim();
      await send.mutateAsync({ username: username.trim(), email: address });
      setModal(null);
      // The platform answers the same whether the pair matched or not (it tells nobody which accounts exist), so the dialog does too.
      setAlert({
        tone: 'info',
        title: t`E-mail sent`,
        message: t`If ${address} is the e-mail of this account, we have sent password reset instructions to it. Please check your inbox.`,
        confirmLabel: t`OK`,
      });
    },
  });

  return (
    <FormStack noValidate onSubmit={submit} aria-label={t`Reset by e-mail`}>
      <Input label={labels.username} placeholder={t`Enter your username`} required autoComplete="username" {...field('username')} />
      <Input label={labels.email} type="email" placeholder={t`The e-mail of your account`} required autoComplete="email" {...field('email')} />
      <FormAlert message={failure} />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {t`Send reset e-mail`}
      </Button>
    </FormStack>
  );
}
