import { useLingui } from '@lingui/react/macro';
import { ERROR_KEY, endpoints, type ResponseOf } from '@portal/api-contract';
import { usePlatformClient } from '@portal/data-access';
import { FormAlert, FormStack, PasswordField, errorKeyOf, usePortalForm } from '@portal/page-kit';
import { Button, Input, QRCode } from '@portal/ui-kit';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { useCurrentPasswordSchema } from '../hooks/useCurrentPasswordSchema';
import { useTotpCodeSchema } from '../hooks/useTotpCodeSchema';
import { groupSecret } from '../utils/groupSecret';

export interface TwoFactorEnableProps {
  onDone: () => void;
}

type Setup = ResponseOf<typeof endpoints.twoFactorSetup>;

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

const StyledScan = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.spacing(5)};
`;

const StyledQr = styled.div`
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.base};
  line-height: 0;
`;

const StyledKey = styled.code`
  display: block;
  margin-top: ${({ theme }) => theme.spacing(1)};
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.md};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
  user-select: all;
`;

const StyledSteps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing(5)};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * Turns on two-factor authentication: the current password first (so a borrowed session cannot
 * tie the account to someone else's phone), then a QR code of the otpauth URI with its key for
 * manual entry, then a code of the app confirms it (docs/product/security-centre.md).
 */
export function TwoFactorEnable({ onDone }: TwoFactorEnableProps) {
  const { t } = useLingui();
  const client = usePlatformClient();
  const password = useCurrentPasswordSchema();
  const code = useTotpCodeSchema();
  const [setup, setSetup] = useState<Setup | null>(null);

  const passwordForm = usePortalForm({
    schema: useMemo(() => z.object({ password }), [password]),
    defaultValues: { password: '' },
    onFailure: ({ error, showOnField }) => {
      if (errorKeyOf(error) !== ERROR_KEY.passwordWrong) return false;
      showOnField('password');
      return true;
    },
    onSubmit: async (values) => setSetup(await client.call(endpoints.twoFactorSetup, values)),
  });
  const codeForm = usePortalForm({
    schema: useMemo(() => z.object({ code }), [code]),
    defaultValues: { code: '' },
    focusOnFailure: 'code',
    onFailure: ({ error }) => {
      if (errorKeyOf(error) === ERROR_KEY.twoFactorSetupExpired) setSetup(null);
      return false;
    },
    onSubmit: async (values) => {
      await client.call(endpoints.twoFactorEnable, values);
      onDone();
    },
  });

  if (!setup) {
    return (
      <FormStack noValidate onSubmit={passwordForm.submit} aria-label={t`Turn on two-factor authentication`}>
        <StyledIntro>{t`Each login will also ask for a code from an authenticator app (Google Authenticator, Microsoft Authenticator, Authy…).`}</StyledIntro>
        <PasswordField label={t`Current login password`} required autoComplete="current-password" {...passwordForm.field('password')} />
        <FormAlert message={passwordForm.failure} />
        <Button type="submit" loading={passwordForm.busy}>
          {t`Continue`}
        </Button>
      </FormStack>
    );
  }
  return (
    <FormStack noValidate onSubmit={codeForm.submit} aria-label={t`Confirm two-factor authentication`}>
      <StyledSteps>
        <li>{t`Scan the QR code with your authenticator app.`}</li>
        <li>{t`Enter the 6-digit code the app shows.`}</li>
      </StyledSteps>
      <StyledScan>
        <StyledQr>
          <QRCode text={setup.otpauthUri} alt={t`QR code for your authenticator app`} size={168} />
        </StyledQr>
        <div>
          <StyledIntro>{t`Can't scan it? Enter this key in the app:`}</StyledIntro>
          <StyledKey aria-label={t`Setup key`}>{groupSecret(setup.secret)}</StyledKey>
        </div>
      </StyledScan>
      <Input label={t`Authenticator code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required fullWidth {...codeForm.field('code')} />
      <FormAlert message={codeForm.failure} />
      <Button type="submit" loading={codeForm.busy}>
        {t`Turn on two-factor authentication`}
      </Button>
    </FormStack>
  );
}
