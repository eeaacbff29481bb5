import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { activeModalState, portalAlertState, useEndSession, useEndpointQuery } from '@portal/data-access';
import { ChangePasswordForm, LinkButton, QueryState, useMemberCentreAddress } from '@portal/page-kit';
import { Badge } from '@portal/ui-kit';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import { PaymentPasswordSetup } from '../../withdraw/components/PaymentPasswordSetup';
import { useRefreshSecurity } from '../hooks/useRefreshSecurity';
import { BindEmailForm } from './BindEmailForm';
import { BindMobileForm } from './BindMobileForm';
import { PaymentPasswordChangeForm } from './PaymentPasswordChangeForm';
import { SecurityCard } from './SecurityCard';
import { SecuritySettingRow } from './SecuritySettingRow';
import { TwoFactorDisableForm } from './TwoFactorDisableForm';
import { TwoFactorEnable } from './TwoFactorEnable';

type Setting = 'mobile' | 'email' | 'password' | 'paymentPassword' | 'twoFactor';

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledNotice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.success.text};
`;

const StyledForgot = styled.div`
  margin-top: ${({ theme }) => theme.spacing(3)};
`;

/**
 * What protects the account, each with its form (docs/product/security-centre.md): mobile number
 * and e-mail (current password + code), login password, payment password (set or reset by SMS,
 * change with the old one) and two-factor authentication. One form open at a time; after a change
 * the row shows the new state and a confirmation is announced.
 */
export function SecuritySettings() {
  const { t } = useLingui();
  const security = useEndpointQuery(endpoints.accountSecurity, {});
  const payment = useEndpointQuery(endpoints.paymentPasswordStatus, {});
  const refresh = useRefreshSecurity();
  const endSession = useEndSession();
  const setAlert = useSetAtom(portalAlertState);
  const setModal = useSetAtom(activeModalState);
  const { close } = useMemberCentreAddress();
  const [open, setOpen] = useState<Setting | null>(null);
  const [resetPayment, setResetPayment] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const toggle = (setting: Setting) => {
    setNotice(null);
    setResetPayment(false);
    setOpen((current) => (current === setting ? null : setting));
  };
  const done = (message: string) => () => {
    setOpen(null);
    setResetPayment(false);
    setNotice(message);
    void refresh();
  };
  // A new login password revokes every session: the centre closes, then the login asks for it.
  const handlePasswordChanged = async () => {
    close();
    await endSession({ revoke: false });
    setAlert({ tone: 'info', message: t`Password changed. Please log in with your new password.`, confirmLabel: t`OK`, onConfirm: () => setModal('login') });
  };

  const all = {
    data: security.data && payment.data ? { security: security.data, payment: payment.data } : undefined,
    error: security.error ?? payment.error,
    refetch: () => Promise.all([security.refetch(), payment.refetch()]),
  };
  const on = (value: boolean) => (value ? <Badge tone="success">{t`On`}</Badge> : <Badge tone="warning">{t`Off`}</Badge>);

  return (
    <SecurityCard title={t`Security settings`}>
      <div role="status">{notice && <StyledNotice>{notice}</StyledNotice>}</div>
      <QueryState query={all} errorTitle={t`Your security settings could not be loaded`}>
        {({ security: s, payment: p }) => (
          <StyledList>
            <SecuritySettingRow
              title={t`Mobile number`}
              status={s.maskedMobile ?? t`Not bound`}
              actionLabel={open === 'mobile' ? t`Cancel` : s.maskedMobile ? t`Change` : t`Bind`}
              open={open === 'mobile'}
              onToggle={() => toggle('mobile')}
            >
              <BindMobileForm change={s.maskedMobile !== null} onDone={done(t`Your mobile number is saved`)} />
            </SecuritySettingRow>
            <SecuritySettingRow
              title={t`E-mail`}
              status={s.email ?? t`Not bound`}
              actionLabel={open === 'email' ? t`Cancel` : s.email ? t`Change` : t`Bind`}
              open={open === 'email'}
              onToggle={() => toggle('email')}
            >
              <BindEmailForm change={s.email !== null} onDone={done(t`Your e-mail is saved`)} />
            </SecuritySettingRow>
            <SecuritySettingRow
              title={t`Login password`}
              status={t`Set`}
              actionLabel={open === 'password' ? t`Cancel` : t`Change`}
              open={open === 'password'}
              onToggle={() => toggle('password')}
            >
              <ChangePasswordForm onChanged={() => void handlePasswordChanged()} />
            </SecuritySettingRow>
            <SecuritySettingRow
              title={t`Payment password`}
              status={p.locked ? <Badge tone="danger">{t`Locked`}</Badge> : p.isSet ? t`Set` : t`Not set`}
              actionLabel={open === 'paymentPassword' ? t`Cancel` : p.isSet ? t`Change` : t`Set up`}
              open={open === 'paymentPassword'}
              onToggle={() => toggle('paymentPassword')}
            >
              {p.isSet && !p.locked && !resetPayment ? (
                <>
                  <PaymentPasswordChangeForm onDone={done(t`Your payment password is changed`)} />
                  <StyledForgot>
                    <LinkButton onClick={() => setResetPayment(true)}>{t`Forgot it? Reset it with an SMS code`}</LinkButton>
                  </StyledForgot>
                </>
              ) : (
                <PaymentPasswordSetup status={p} onDone={done(t`Your payment password is saved`)} />
              )}
            </SecuritySettingRow>
            <SecuritySettingRow
              title={t`Two-factor authentication`}
              status={on(s.twoFactorEnabled)}
              actionLabel={open === 'twoFactor' ? t`Cancel` : s.twoFactorEnabled ? t`Turn off` : t`Turn on`}
              open={open === 'twoFactor'}
              onToggle={() => toggle('twoFactor')}
            >
              {s.twoFactorEnabled ? (
                <TwoFactorDisableForm onDone={done(t`Two-factor authentication is off`)} />
              ) : (
                <TwoFactorEnable onDone={done(t`Two-factor authentication is on: your next login asks for a code`)} />
              )}
            </SecuritySettingRow>
          </StyledList>
        )}
      </QueryState>
    </SecurityCard>
  );
}
