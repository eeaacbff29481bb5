import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { endpoints, type ActiveSession } from '@portal/api-contract';
import { useEndpointMutation, useEndpointQuery } from '@portal/data-access';
import { formatDateTime } from '@portal/i18n';
import { FormAlert, QueryState, useErrorMessage } from '@portal/page-kit';
import { Badge, Button, Table, type TableColumn } from '@portal/ui-kit';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useDeviceLabel } from '../hooks/useDeviceLabel';
import { SecurityCard } from './SecurityCard';

const StyledNotice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.success.text};
`;

const StyledDevice = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** Where the account is logged in (device, IP, last activity), this device first; "sign out the others" revokes the rest. */
export function ActiveSessions() {
  const { t } = useLingui();
  const errorMessage = useErrorMessage();
  const deviceLabel = useDeviceLabel();
  const sessions = useEndpointQuery(endpoints.activeSessions, {});
  const signOut = useEndpointMutation(endpoints.signOutOtherSessions, { onSuccess: () => void sessions.refetch() });
  const [notice, setNotice] = useState<string | null>(null);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  const columns = useMemo<TableColumn<ActiveSession>[]>(
    () => [
      {
        id: 'device',
        card: 'title',
        header: t`Device`,
        cell: (s) => (
          <StyledDevice>
            {deviceLabel(s)}
            {s.current && <Badge tone="accent">{t`This device`}</Badge>}
          </StyledDevice>
        ),
      },
      { id: 'ip', card: 'key', header: t`IP address`, cell: (s) => s.ip },
      { id: 'since', card: 'key', header: t`Logged in`, cell: (s) => formatDateTime(s.createdAt) },
      { id: 'seen', card: 'key', header: t`Last active`, cell: (s) => formatDateTime(s.lastSeenAt) },
    ],
    [t, deviceLabel],
  );

  const handleSignOut = async () => {
    setNotice(null);
    const { revoked } = await signOut.mutateAsync({});
    setNotice(t({ message: plural(revoked, { one: '# other session signed out', other: '# other sessions signed out' }) }));
  };

  return (
    <SecurityCard
      title={t`Active sessions`}
      action={
        <Button variant="secondary" disabled={others === 0} loading={signOut.isPending} onClick={() => void handleSignOut().catch(() => undefined)}>
          {t`Sign out the other sessions`}
        </Button>
      }
    >
      <div role="status">{notice && <StyledNotice>{notice}</StyledNotice>}</div>
      <FormAlert message={signOut.error ? errorMessage(signOut.error) : null} />
      <QueryState query={sessions} errorTitle={t`Your sessions could not be loaded`}>
        {(list) => <Table label={t`Active sessions`} columns={columns} rows={list} getRowId={(s) => s.id} />}
      </QueryState>
    </SecurityCard>
  );
}
