import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { activeModalState, portalAlertState, useEndpointMutation, useRegisterSettings } from '@portal/data-access';
import { Button, Input } from '@portal/ui-kit';
import { useSetAtom } from 'jotai';
import { useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { useErrorMessage } from '../../errors/hooks/useErrorMessage';
import { AuthForm } from '../../form/components/AuthForm';
import { FormAlert } from '../../form/components/FormAlert';
import { useRuleMessages } from '../../validation/hooks/useRuleMessages';
import { ruleString } from '../../validation/utils/ruleString';
import { FALLBACK_RULES } from '../../validation/constants/FALLBACK_RULES';

interface ForgotByEmailValues {
  username: string;
  email: string;
}

/** Forgot password by e-mail (spec §4/§5): username + e-mail, then a confirmation dialog. */
export function ForgotByEmailForm() {
  const { t } = useLingui();
  const messages = useRuleMessages();
  const errorMessage = useErrorMessage();
  const { data: settings } = useRegisterSettings();
  const setModal = useSetAtom(activeModalState);
  const setAlert = useSetAtom(portalAlertState);
  const send = useEndpointMutation(endpoints.forgotPasswordEmail);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const labels = { username: t`Username`, email: t`E-mail` };
  const schema = useMemo(
    () =>
      z.object({
        username: ruleString(settings?.rules.username ?? FALLBACK_RULES.username, messages, { label: labels.username, required: true }),
        email: ruleString(settings?.rules.email ?? FALLBACK_RULES.email, messages, { label: labels.email, required: true }),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [settings, messages, t],
  );
  const { register, handleSubmit, formState, setFocus } = useForm<ForgotByEmailValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<ForgotByEmailValues>,
    defaultValues: { username: '', email: '' },
  });

  const handleValid = async (values: ForgotByEmailValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      await send.mutateAsync({ username: values.username.trim(), email: values.email.trim() });
      setModal(null);
      setAlert({
        tone: 'info',
        title: t`E-mail sent`,
        message: t`We sent password reset instructions to ${values.email.trim()}. Please check your inbox.`,
        confirmLabel: t`OK`,
      });
    } catch (error) {
      setFailure(errorMessage(error));
      setFocus('username');
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <AuthForm noValidate onSubmit={handleSubmit(handleValid)} aria-label={t`Reset by e-mail`}>
      <Input
        label={labels.username}
        placeholder={t`Enter your username`}
        required
        autoComplete="username"
        error={formState.errors.username?.message}
        {...register('username')}
      />
      <Input
        label={labels.email}
        type="email"
        placeholder={t`The e-mail of your account`}
        required
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <FormAlert message={failure} />
      <Button type="submit" size="lg" fullWidth loading={formState.isSubmitting || send.isPending}>
        {t`Send reset e-mail`}
      </Button>
    </AuthForm>
  );
}
