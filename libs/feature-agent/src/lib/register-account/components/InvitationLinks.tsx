import { useLingui } from '@lingui/react/macro';
import { endpoints, type DownlineKind, type InvitationLink } from '@portal/api-contract';
import { useEndpointMutation, useEndpointQuery } from '@portal/data-access';
import { QueryState, ShareButton } from '@portal/page-kit';
import { Button, EmptyState, QRCode, Select, Table, type TableColumn } from '@portal/ui-kit';
import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { AgentSection } from '../../shared/components/AgentSection';
import { Pager } from '../../shared/components/Pager';
import { useFormatters } from '../../shared/hooks/useFormatters';

type Validity = '1' | '7' | '30' | 'permanent';

/** Where a link sends people: the register page with the code. */
export const invitationUrl = (code: string) => `${window.location.origin}/register?code=${encodeURIComponent(code)}`;

const StyledNewLink = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(4)};
  align-items: center;
  flex-wrap: wrap;
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  code {
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.color.text.primary};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** Invitation links (player or agent; 1, 7, 30 days or permanent) with QR code, copy and share (where the browser shares). */
export function InvitationLinks() {
  const { t } = useLingui();
  const { dateTime } = useFormatters();
  const [memberType, setMemberType] = useState<DownlineKind>('player');
  const [validity, setValidity] = useState<Validity>('7');
  const [pageNo, setPageNo] = useState(1);
  const [copied, setCopied] = useState<string | null>(null);
  const query = useEndpointQuery(endpoints.invitationLinks, { pageNo, pageSize: 5 });
  const create = useEndpointMutation(endpoints.createInvitationLink, { onSuccess: () => void query.refetch() });
  const copy = useCallback((code: string) => {
    void navigator.clipboard?.writeText(invitationUrl(code)).then(() => setCopied(code));
  }, []);
  const columns = useMemo<TableColumn<InvitationLink>[]>(
    () => [
      { id: 'code', card: 'title', header: t`Code`, cell: (l) => l.code },
      { id: 'type', card: 'key', header: t`For`, cell: (l) => (l.memberType === 'agent' ? t`Agent` : t`Player`) },
      {
        id: 'expires',
        card: 'key',
        header: t`Valid until`,
        cell: (l) => (l.expiresAt === null ? t`Permanent` : l.expired ? t`Expired` : dateTime(l.expiresAt)),
      },
      { id: 'registrations', card: 'key', header: t`Registrations`, kind: 'number', cell: (l) => l.registrations },
      {
        id: 'copy',
        card: 'action',
        header: t`Link`,
        cell: (l) => (
          <StyledActions>
            <Button size="sm" variant="secondary" onClick={() => copy(l.code)} disabled={l.expired}>
              {copied === l.code ? t`Copied` : t`Copy link`}
            </Button>
            {l.expired ? null : (
              <ShareButton url={invitationUrl(l.code)} title={t`Invitation`} text={t`Register with my invitation link`} label={t`Share the link ${l.code}`} />
            )}
          </StyledActions>
        ),
      },
    ],
    [t, dateTime, copied, copy],
  );
  const latest = create.data;
  return (
    <AgentSection
      title={t`Invitation links`}
      toolbar={
        <>
          <Select<DownlineKind>
            label={t`Link for`}
            value={memberType}
            onChange={setMemberType}
            options={[
              { value: 'player', label: t`Player` },
              { value: 'agent', label: t`Agent` },
            ]}
          />
          <Select<Validity>
            label={t`Valid for`}
            value={validity}
            onChange={setValidity}
            options={[
              { value: '1', label: t`1 day` },
              { value: '7', label: t`7 days` },
              { value: '30', label: t`30 days` },
              { value: 'permanent', label: t`Permanent` },
            ]}
          />
          <Button
            loading={create.isPending}
            onClick={() => create.mutate({ memberType, validityDays: validity === 'permanent' ? null : (Number(validity) as 1 | 7 | 30) })}
          >
            {t`Create link`}
          </Button>
        </>
      }
    >
      {latest && (
        <StyledNewLink role="status">
          <QRCode text={invitationUrl(latest.code)} alt={t`QR code of the invitation link`} size={120} />
          <div>
            <p>{t`New link:`}</p>
            <code>{invitationUrl(latest.code)}</code>
            <StyledActions>
              <Button size="sm" variant="secondary" onClick={() => copy(latest.code)}>
                {copied === latest.code ? t`Copied` : t`Copy link`}
              </Button>
              <ShareButton url={invitationUrl(latest.code)} title={t`Invitation`} text={t`Register with my invitation link`} label={t`Share the new link`} />
            </StyledActions>
          </div>
        </StyledNewLink>
      )}
      <QueryState query={query} errorTitle={t`This could not be loaded`}>
        {(page) =>
          page.list.length === 0 ? (
            <EmptyState title={t`No invitation links yet`} description={t`Create one to invite players or agents.`} />
          ) : (
            <>
              <Table label={t`Invitation links`} columns={columns} rows={page.list} getRowId={(l) => String(l.id)} />
              <Pager page={pageNo} totalPages={page.totalPages} onChange={setPageNo} />
            </>
          )
        }
      </QueryState>
    </AgentSection>
  );
}
