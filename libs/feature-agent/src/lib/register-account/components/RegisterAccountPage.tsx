import { useLingui } from '@lingui/react/macro';
import { AgentSection } from '../../shared/components/AgentSection';
import { InvitationLinks } from './InvitationLinks';
import { RegisterDownlineForm } from './RegisterDownlineForm';

/** Create a downline account directly, or through invitation links. */
export function RegisterAccountPage() {
  const { t } = useLingui();
  return (
    <>
      <AgentSection title={t`Register an account`} titlesPage>
        <RegisterDownlineForm />
      </AgentSection>
      <InvitationLinks />
    </>
  );
}
