import { useLingui } from '@lingui/react/macro';
import { endpoints, type ContractKind, type ContractRequest } from '@portal/api-contract';
import { useEndpointMutation, useEndpointQuery } from '@portal/data-access';
import { QueryState, useErrorMessage } from '@portal/page-kit';
import { Button, EmptyState, Input, Table, type TableColumn } from '@portal/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AgentSection } from '../../shared/components/AgentSection';
import { FilterForm } from '../../shared/components/FilterForm';
import { useFormatters } from '../../shared/hooks/useFormatters';

export interface ContractRequestsProps {
  kind: ContractKind;
}

const StyledMessage = styled.p<{ $error: boolean }>`
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.color.danger.text : theme.color.success.text)};
`;

/**
 * Contract requests of one kind: those received from the upline (accept or reject) and those sent
 * to direct downline agents, with the form to propose one (one tier: turnover, active members, rate).
 */
export function ContractRequests({ kind }: ContractRequestsProps) {
  const { t, i18n } = useLingui();
  const { dateTime } = useFormatters();
  const errorText = useErrorMessage();
  const queryClient = useQueryClient();
  const received = useEndpointQuery(endpoints.contractRequests, { direction: 'received', pageSize: 20 });
  const sent = useEndpointQuery(endpoints.contractRequests, { direction: 'sent', pageSize: 20 });
  const refresh = () => void queryClient.invalidateQueries();
  const answer = useEndpointMutation(endpoints.answerContractRequest, { onSuccess: refresh });
  const propose = useEndpointMutation(endpoints.proposeContract, { onSuccess: refresh });
  const [toUsername, setToUsername] = useState('');
  const [minTurnover, setMinTurnover] = useState('0');
  const [minActive, setMinActive] = useState('0');
  const [ratePercent, setRatePercent] = useState('');
  const columns = useMemo<TableColumn<ContractRequest>[]>(() => {
    const statusText = (r: ContractRequest) => (r.status === 'new' ? t`Waiting for an answer` : r.status === 'accepted' ? t`Accepted` : t`Rejected`);
    const tiersText = (r: ContractRequest) =>
      r.tiers
        .map((tier) => (tier.rate !== null ? i18n.number(tier.rate, { style: 'percent', maximumFractionDigits: 3 }) : i18n.number(tier.fixedAmount ?? 0)))
        .join(', ');
    return [
      { id: 'from', card: 'title', header: t`From`, cell: (r) => r.fromUsername },
      { id: 'to', card: 'key', header: t`To`, cell: (r) => r.toUsername },
      { id: 'tiers', card: 'key', header: t`Rates`, cell: tiersText },
      { id: 'created', card: 'subtitle', header: t`Sent`, cell: (r) => dateTime(r.createdAt) },
      { id: 'status', card: 'key', header: t`Status`, cell: statusText },
    ];
  }, [t, i18n, dateTime]);
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rate = Number(ratePercent) / 100;
    if (!toUsername.trim() || !(rate > 0)) return;
    propose.mutate({
      toUsername: toUsername.trim(),
      kind,
      tiers: [{ minTurnover: Number(minTurnover) || 0, minActiveMembers: Math.floor(Number(minActive) || 0), rate, fixedAmount: null }],
    });
  };
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
        <StyledMessage role="alert" $error>
          {errorText(answer.error)}
        </StyledMessage>
      )}
      <FilterForm onSubmit={submit} aria-label={t`Offer a contract to a direct downline agent`}>
        <Input label={t`Downline agent`} value={toUsername} onChange={(e) => setToUsername(e.target.value)} required />
        <Input label={t`Team turnover at least`} inputMode="decimal" value={minTurnover} onChange={(e) => setMinTurnover(e.target.value)} />
        <Input label={t`Active members at least`} inputMode="numeric" value={minActive} onChange={(e) => setMinActive(e.target.value)} />
        <Input label={t`Rate (%)`} inputMode="decimal" value={ratePercent} onChange={(e) => setRatePercent(e.target.value)} required />
        <Button type="submit" loading={propose.isPending}>
          {t`Send offer`}
        </Button>
      </FilterForm>
      {propose.isError && (
        <StyledMessage role="alert" $error>
          {errorText(propose.error)}
        </StyledMessage>
      )}
      {propose.isSuccess && (
        <StyledMessage role="status" $error={false}>
          {t`Offer sent to ${propose.data.toUsername}.`}
        </StyledMessage>
      )}
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
