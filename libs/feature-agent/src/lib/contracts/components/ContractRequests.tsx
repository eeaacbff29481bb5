import { useLingui } from '@lingui/react/macro';
import { contractTierCents, endpoints, type ContractKind, type ContractRequest } from '@portal/api-contract';
import { useEndpointMutation, useEndpointQuery } from '@portal/data-access';
import { QueryState, useErrorMessage } from '@portal/page-kit';
import { Button, EmptyState, Table, useFormatMoney, type TableColumn } from '@portal/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import styled from 'styled-components';
import { AgentSection } from '../../shared/components/AgentSection';
import { FormMessage } from '../../shared/components/FormMessage';
import { useFormatters } from '../../shared/hooks/useFormatters';
import { ContractOfferForm } from './ContractOfferForm';

export interface ContractRequestsProps {
  kind: ContractKind;
}

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * Contract requests of one kind: those received from the upline (accept or reject) and those sent
 * to direct downline agents, with the form to offer one (ContractOfferForm) when the agent holds a
 * contract of this kind itself.
 */
export function ContractRequests({ kind }: ContractRequestsProps) {
  const { t, i18n } = useLingui();
  const { dateTime } = useFormatters();
  const money = useFormatMoney();
  const errorText = useErrorMessage();
  const queryClient = useQueryClient();
  const received = useEndpointQuery(endpoints.contractRequests, { direction: 'received', pageSize: 20 });
  const sent = useEndpointQuery(endpoints.contractRequests, { direction: 'sent', pageSize: 20 });
  const refresh = () => void queryClient.invalidateQueries();
  const own = useEndpointQuery(endpoints.contractDetail, { kind });
  const answer = useEndpointMutation(endpoints.answerContractRequest, { onSuccess: refresh });
  const columns = useMemo<TableColumn<ContractRequest>[]>(() => {
    const statusText = (r: ContractRequest) => (r.status === 'new' ? t`Waiting for an answer` : r.status === 'accepted' ? t`Accepted` : t`Rejected`);
    const tiersText = (r: ContractRequest) =>
      r.tiers
        .map((tier) => (tier.rate !== null ? i18n.number(tier.rate, { style: 'percent', maximumFractionDigits: 3 }) : money(tier.fixedAmount ?? 0)))
        .join(', ');
    return [
      { id: 'from', card: 'title', header: t`From`, cell: (r) => r.fromUsername },
      { id: 'to', card: 'key', header: t`To`, cell: (r) => r.toUsername },
      { id: 'tiers', card: 'key', header: t`Rates`, cell: tiersText },
      { id: 'created', card: 'subtitle', header: t`Sent`, cell: (r) => dateTime(r.createdAt) },
      { id: 'status', card: 'key', header: t`Status`, cell: statusText },
    ];
  }, [t, i18n, dateTime, money]);
  const receivedColumns = useMemo<TableColumn<ContractRequest>[]>(
    () => [
      ...columns.filter((c) => c.id !== 'to'),
      {
        id: 'answer',
        card: 'action',
        header: t`Answer`,
        cell: (r) =>
          r.status === 'new' ? (
            <>
              <Button size="sm" onClick={() => answer.mutate({ id: r.id, accept: true })} loading={answer.isPending && answer.variables?.id === r.id}>
                {t`Accept`}
              </Button>{' '}
              <Button size="sm" variant="secondary" onClick={() => answer.mutate({ id: r.id, accept: false })}>
                {t`Reject`}
              </Button>
            </>
          ) : null,
      },
    ],
    [columns, t, answer],
  );
  const ofKind = (list: ContractRequest[]) => list.filter((r) => r.kind === kind);
  return (
    <AgentSection title={t`Contract requests`}>
      <QueryState query={received} errorTitle={t`This could not be loaded`}>
        {(page) =>
          ofKind(page.list).length > 0 ? (
            <Table label={t`Requests from your upline`} columns={receivedColumns} rows={ofKind(page.list)} getRowId={(r) => String(r.id)} />
          ) : null
        }
      </QueryState>
      {answer.isError && (
        <FormMessage role="alert" $error>
          {errorText(answer.error)}
        </FormMessage>
      )}
      {own.data?.status === 'signed' ? (
        <ContractOfferForm key={`${kind}:${own.data.signedAt}`} kind={kind} own={own.data.tiers.map(contractTierCents)} onSent={refresh} />
      ) : own.data ? (
        <StyledNote>{t`Once you hold a contract of this kind, you can offer one to your direct downline agents.`}</StyledNote>
      ) : null}
      <QueryState query={sent} errorTitle={t`This could not be loaded`}>
        {(page) => (
          <Table
            label={t`Offers you sent`}
            columns={columns}
            rows={ofKind(page.list)}
            getRowId={(r) => String(r.id)}
            empty={<EmptyState title={t`No offers sent yet`} headingLevel={4} />}
          />
        )}
      </QueryState>
    </AgentSection>
  );
}
