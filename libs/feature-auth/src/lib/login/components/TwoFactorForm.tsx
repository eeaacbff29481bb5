import { useLingui } from '@lingui/react/macro';
import { ERROR_KEY, TWO_FACTOR_CODE_LENGTH, endpoints, type LoginValue, type RgExclusionFailure } from '@portal/api-contract';
import { useEndpointMutation } from '@portal/data-access';
import { FormAlert, FormStack, LinkButton, errorKeyOf, rgExclusionFailureOf, usePortalForm } from '@portal/page-kit';
import { Button, Input } from '@portal/ui-kit';
import { useEffect, useMemo, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { z } from 'zod';

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const CODE_PATTERN = new RegExp(`^[0-9]{${TWO_FACTOR_CODE_LENGTH}}$`);

export interface TwoFactorFormProps {
  /** From the login failure `two_factor_required`. */
  challengeId: string;
  /** Named in the hint when known (not after an SMS login or a reset by phone). */
  username?: string;
  onVerified: (value: LoginValue) => Promise<void>;
  /** Back to the password step; `message` when the challenge is gone (expired, used, revoked). */
  onBack: (message?: string) => void;
  /** The back link's text (default "Back to username and password"). */
  backLabel?: string;
  /**
   * The login was refused by a time-out or self-exclusion that still opens a withdraw-only session
   * (the refusal's value, its sentence): back to the form, which offers the withdrawal.
   */
  onWithdrawOnly?: (exclusion: Required<RgExclusionFailure>, message: string) => void;
}

/** The "2FA login" step: the 6-digit code of the authenticator app after the password. */
export function TwoFactorForm({ challengeId, username, onVerified, onBack, backLabel, onWithdrawOnly }: TwoFactorFormProps) {
  const { t } = useLingui();
  const verify = useEndpointMutation(endpoints.loginTwoFactor);
  const schema = useMemo(() => z.object({ code: z.string().regex(CODE_PATTERN, t`Enter the ${TWO_FACTOR_CODE_LENGTH}-digit code`) }), [t]);
  const { form, field, submit, failure, busy } = usePortalForm({
    schema,
    defaultValues: { code: '' },
    clearOnFailure: ['code'],
    focusOnFailure: 'code',
    onFailure: ({ error, message }) => {
      const exclusion = rgExclusionFailureOf(error);
      if (onWithdrawOnly && exclusion?.withdrawOnlyToken) {
        onWithdrawOnly({ ...exclusion, withdrawOnlyToken: exclusion.withdrawOnlyToken }, message);
        return true;
      }
      if (errorKeyOf(error) !== ERROR_KEY.twoFactorChallengeInvalid) return false;
      onBack(message);
      return true;
    },
    onSubmit: async ({ code }) => onVerified(await verify.mutateAsync({ challengeId, code })),
  });
  const code = field('code');
  // The step replaces the password form in the same dialog: focus moves to its only field.
  useEffect(() => form.setFocus('code'), [form]);
  const keepDigits = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = event.target.value.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH);
    return code.onChange(event);
  };

  return (
    <FormStack noValidate onSubmit={submit} aria-label={t`Two-step verification`}>
      <StyledHint>
        {username
          ? t`${username}, enter the ${TWO_FACTOR_CODE_LENGTH}-digit code shown in your authenticator app.`
          : t`Enter the ${TWO_FACTOR_CODE_LENGTH}-digit code shown in your authenticator app.`}
      </StyledHint>
      <Input
        label={t`Verification code`}
        placeholder={t`6-digit code`}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={TWO_FACTOR_CODE_LENGTH}
        {...code}
        onChange={keepDigits}
      />
      <FormAlert message={failure} />
      <Button type="submit" fullWidth size="lg" loading={busy}>
        {t`Verify and log in`}
      </Button>
      <LinkButton onClick={() => onBack()}>{backLabel ?? t`Back to username and password`}</LinkButton>
    </FormStack>
  );
}
