import { useLingui } from '@lingui/react/macro';
import { ERROR_KEY, TWO_FACTOR_CODE_LENGTH, endpoints, type LoginValue } from '@portal/api-contract';
import { isPlatformError, useEndpointMutation } from '@portal/data-access';
import { Button, Input } from '@portal/ui-kit';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { useErrorMessage } from '../../errors/hooks/useErrorMessage';
import { AuthForm } from '../../form/components/AuthForm';
import { FormAlert } from '../../form/components/FormAlert';
import { LinkButton } from '../../form/components/LinkButton';

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const CODE_PATTERN = new RegExp(`^[0-9]{${TWO_FACTOR_CODE_LENGTH}}$`);

export interface TwoFactorFormProps {
  /** From the login failure `two_factor_required`. */
  challengeId: string;
  username: string;
  onVerified: (value: LoginValue) => Promise<void>;
  /** Back to the password step; `message` when the challenge is gone (expired, used, revoked). */
  onBack: (message?: string) => void;
}

/** The "2FA login" step (spec §2): the 6-digit code of the authenticator app after the password. */
export function TwoFactorForm({ challengeId, username, onVerified, onBack }: TwoFactorFormProps) {
  const { t } = useLingui();
  const errorMessage = useErrorMessage();
  const verify = useEndpointMutation(endpoints.loginTwoFactor);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);

  // The step replaces the password form in the same dialog: move focus to its only field.
  useEffect(() => inputRef.current?.focus(), []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setCode(event.target.value.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH));
    setFieldError(undefined);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (!CODE_PATTERN.test(code)) {
      setFieldError(t`Enter the ${TWO_FACTOR_CODE_LENGTH}-digit code`);
      inputRef.current?.focus();
      return;
    }
    inFlight.current = true;
    setFailure(null);
    try {
      const value = await verify.mutateAsync({ challengeId, code });
      await onVerified(value);
    } catch (error) {
      if (isPlatformError(error) && error.messageKey === ERROR_KEY.twoFactorChallengeInvalid) {
        onBack(t`The verification has expired or had too many wrong codes: please log in again`);
        return;
      }
      if (isPlatformError(error) && error.messageKey === ERROR_KEY.twoFactorCodeInvalid) {
        const remaining = (error.value as { remainingAttempts?: number } | undefined)?.remainingAttempts;
        setFailure(remaining === undefined ? t`Wrong verification code` : t`Wrong verification code (${remaining} attempts left)`);
      } else {
        setFailure(errorMessage(error));
      }
      setCode('');
      inputRef.current?.focus();
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <AuthForm noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={t`Two-step verification`}>
      <StyledHint>{t`${username}, enter the ${TWO_FACTOR_CODE_LENGTH}-digit code shown in your authenticator app.`}</StyledHint>
      <Input
        ref={inputRef}
        label={t`Verification code`}
        placeholder={t`6-digit code`}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={TWO_FACTOR_CODE_LENGTH}
        value={code}
        onChange={handleChange}
        error={fieldError}
      />
      <FormAlert message={failure} />
      <Button type="submit" fullWidth size="lg" loading={verify.isPending}>
        {t`Verify and log in`}
      </Button>
      <LinkButton onClick={() => onBack()}>{t`Back to username and password`}</LinkButton>
    </AuthForm>
  );
}
