import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@portal/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { ActiveSessions } from './ActiveSessions';
import { LoginHistory } from './LoginHistory';
import { ProfileCard } from './ProfileCard';
import { SecuritySettings } from './SecuritySettings';

type SecurityTab = 'profile' | 'security' | 'devices';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(5)};
`;

/**
 * My account / security centre (`securityCenter`, docs/product/security-centre.md): profile and
 * language; what protects the account (mobile, e-mail, login and payment passwords, 2FA); where
 * it is logged in and its login history.
 */
export function SecurityCenterPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<SecurityTab>('profile');
  return (
    <Tabs<SecurityTab>
      ariaLabel={t`My account`}
      value={tab}
      onChange={setTab}
      items={[
        { value: 'profile', label: t`Profile`, content: <ProfileCard /> },
        { value: 'security', label: t`Security`, content: <SecuritySettings /> },
        {
          value: 'devices',
          label: t`Devices and logins`,
          content: (
            <StyledStack>
              <ActiveSessions />
              <LoginHistory />
            </StyledStack>
          ),
        },
      ]}
    />
  );
}
