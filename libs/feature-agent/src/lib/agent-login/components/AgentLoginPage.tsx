import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { useEndpointMutation, useStartSession } from '@portal/data-access';
import { agentCentreHref, FormAlert, FormCard, useErrorMessage } from '@portal/page-kit';
import { Button, Input } from '@portal/ui-kit';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AGENT_CENTRE_VIEWS } from '../../agent-centre/constants/AGENT_CENTRE_VIEWS';

const StyledAgentLogin = styled(FormCard)`
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  form {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(3)};
  }
`;

/**
 * The agent login (docs/product/agent-centre.md): only agent types get a session (`only_agents_can_log_in` for others,
 * "non-member cannot log in" for unknown accounts); it lands in the agent centre.
 */
export function AgentLoginPage() {
  const { t } = useLingui();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useEndpointMutation(endpoints.agentLogin, {
    onSuccess: async (value) => {
      await startSession(value);
      navigate(agentCentreHref({ pathname: '/', search: '' }, 'teamOverview'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password || login.isPending) return;
    // The centre opens on the team overview: its chunk comes with the login, not after it.
    void AGENT_CENTRE_VIEWS.teamOverview.view.preload();
    login.mutate({ username: username.trim(), password });
  };
  return (
    <StyledAgentLogin aria-labelledby="agent-login-heading">
      <h1 id="agent-login-heading">{t`Agent login`}</h1>
      <form onSubmit={submit} noValidate>
        <Input label={t`Username`} value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" required />
        <Input
          label={t`Password`}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          required
          showPasswordLabel={t`Show password`}
          hidePasswordLabel={t`Hide password`}
        />
        <FormAlert message={login.isError ? errorMessage(login.error) : null} />
        <Button type="submit" loading={login.isPending} fullWidth>
          {t`Log in to the agent centre`}
        </Button>
      </form>
    </StyledAgentLogin>
  );
}
