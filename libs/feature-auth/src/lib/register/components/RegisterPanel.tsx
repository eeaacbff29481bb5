import { useLingui } from '@lingui/react/macro';
import { useFeatureSwitches, useRegisterSettings } from '@portal/data-access';
import { QueryState, StatePanel } from '@portal/page-kit';
import { Skeleton, Tabs } from '@portal/ui-kit';
import { useState } from 'react';
import type { RegisterMode } from '../utils/registerFormFields';
import { RegisterForm } from './RegisterForm';

export interface RegisterPanelProps {
  variant: 'page' | 'modal';
}

/**
 * The registration form with the username / mobile-number tabs; the tabs show only when mobile
 * registration (MOBILENUMREG3 with an SMS code, or MOBILENUMPASSREG3 with a password only) is on,
 * next to username registration (USERNAMEREG3). With every way off, it says registration is closed
 * instead of a form the platform would refuse.
 */
export function RegisterPanel({ variant }: RegisterPanelProps) {
  const { t } = useLingui();
  const query = useRegisterSettings();
  const switches = useFeatureSwitches();
  const [mode, setMode] = useState<RegisterMode>('username');
  return (
    <QueryState query={query} errorTitle={t`The form could not be loaded.`} loading={<Skeleton height={480} />}>
      {(settings) => {
        // By number and SMS code (MOBILENUMREG3), or by number and password (MOBILENUMPASSREG3).
        const byMobile = (settings.switches.MOBILENUMREG3 && switches.MOBILENUMREG3) || (settings.switches.MOBILENUMPASSREG3 && switches.MOBILENUMPASSREG3);
        const byUsername = settings.switches.USERNAMEREG3 && switches.USERNAMEREG3;
        if (!byMobile && !byUsername)
          return <StatePanel kind="empty" title={t`Registration is closed`} description={t`New accounts cannot be opened here at the moment.`} />;
        if (!byMobile || !byUsername) return <RegisterForm mode={byMobile ? 'mobile' : 'username'} settings={settings} variant={variant} />;
        return (
          <Tabs<RegisterMode>
            ariaLabel={t`Registration method`}
            value={mode}
            onChange={setMode}
            fullWidth
            items={[
              { value: 'username', label: t`Username`, content: <RegisterForm key="username" mode="username" settings={settings} variant={variant} /> },
              { value: 'mobile', label: t`Mobile number`, content: <RegisterForm key="mobile" mode="mobile" settings={settings} variant={variant} /> },
            ]}
          />
        );
      }}
    </QueryState>
  );
}
