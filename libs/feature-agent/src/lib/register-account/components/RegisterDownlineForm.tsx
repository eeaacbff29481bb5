import { useLingui } from '@lingui/react/macro';
import { endpoints, type DownlineKind } from '@portal/api-contract';
import { useEndpointMutation } from '@portal/data-access';
import { useErrorMessage } from '@portal/page-kit';
import { Button, Input, Select } from '@portal/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: end;
`;

const StyledResult = styled.p<{ $error: boolean }>`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.color.danger.text : theme.color.success.text)};
`;

/** Creates a player or a sub-agent directly under the agent; the fields stay filled after a failure. */
export function RegisterDownlineForm() {
  const { t } = useLingui();
  const errorText = useErrorMessage();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [memberType, setMemberType] = useState<DownlineKind>('player');
  const [created, setCreated] = useState<string | null>(null);
  const mutation = useEndpointMutation(endpoints.registerDownline, {
    onSuccess: (value) => {
      setCreated(value.userName);
      setUsername('');
      setPassword('');
      setConfirmPassword('');
      void queryClient.invalidateQueries();
    },
  });
  const mismatch = confirmPassword !== '' && confirmPassword !== password;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending || mismatch) return;
    setCreated(null);
    mutation.mutate({ username: username.trim(), password, confirmPassword, memberType });
  };
  return (
    <StyledForm onSubmit={submit} noValidate aria-label={t`Register a downline account`}>
      <Input label={t`Username`} value={username} onChange={(e) => setUsername(e.target.value)} required autoComplete="off" />
      <Input
        label={t`Password`}
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        autoComplete="new-password"
        showPasswordLabel={t`Show password`}
        hidePasswordLabel={t`Hide password`}
      />
      <Input
        label={t`Confirm password`}
        type="password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
        required
        autoComplete="new-password"
        error={mismatch ? t`The passwords do not match.` : undefined}
      />
      <Select<DownlineKind>
        label={t`Account type`}
        value={memberType}
        onChange={setMemberType}
        options={[
          { value: 'player', label: t`Player` },
          { value: 'agent', label: t`Agent` },
        ]}
      />
      <Button type="submit" loading={mutation.isPending} disabled={!username || !password || !confirmPassword}>
        {t`Create account`}
      </Button>
      {mutation.isError && (
        <StyledResult role="alert" $error>
          {errorText(mutation.error)}
        </StyledResult>
      )}
      {created && (
        <StyledResult role="status" $error={false}>
          {t`Account ${created} was created in your team.`}
        </StyledResult>
      )}
    </StyledForm>
  );
}
