import { useLingui } from '@lingui/react/macro';
import { endpoints, type DownlineKind, type TeamMember } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { FilterSheet, QueryState } from '@portal/page-kit';
import { Badge, Button, EmptyState, Input, Money, Select, Table, VisuallyHidden, type TableColumn } from '@portal/ui-kit';
import { useMemo, useState, type FormEvent } from 'react';
import { AgentSection } from '../../shared/components/AgentSection';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { FilterForm } from '../../shared/components/FilterForm';
import { Pager } from '../../shared/components/Pager';
import { useFormatters } from '../../shared/hooks/useFormatters';

type TypeFilter = 'all' | DownlineKind;
type OnlineFilter = 'all' | 'online' | 'offline';

interface Filters {
  username: string;
  memberType: TypeFilter;
  online: OnlineFilter;
  balanceMin: string;
  balanceMax: string;
}

const EMPTY: Filters = { username: '', memberType: 'all', online: 'all', balanceMin: '', balanceMax: '' };
const toNumber = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? undefined : Number(value));

/** The downline with filters; a sub-agent's row opens its team, breadcrumbs lead back up. */
export function TeamManagementPage() {
  const { t } = useLingui();
  const { dateTime } = useFormatters();
  const [parentId, setParentId] = useState<number | undefined>(undefined);
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [pageNo, setPageNo] = useState(1);
  const query = useEndpointQuery(endpoints.teamMembers, {
    parentId,
    username: filters.username.trim() || undefined,
    memberType: filters.memberType === 'all' ? undefined : filters.memberType,
    online: filters.online === 'all' ? undefined : filters.online === 'online',
    balanceMin: toNumber(filters.balanceMin),
    balanceMax: toNumber(filters.balanceMax),
    pageNo,
    pageSize: 20,
  });
  // Opening a team starts it unfiltered (a username filter of the team above would hide everyone).
  const openTeam = (id: number | undefined) => {
    setParentId(id);
    setDraft(EMPTY);
    setFilters(EMPTY);
    setPageNo(1);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPageNo(1);
  };
  // What the list shows, for the phone's filter button (docs/product/phone-layout.md "Records").
  const typeLabel: Record<TypeFilter, string> = { all: t`All`, player: t`Players`, agent: t`Agents` };
  const onlineLabel: Record<OnlineFilter, string> = { all: t`All`, online: t`Online`, offline: t`Offline` };
  const set = [
    filters.username.trim() ? `${t`Username`}: ${filters.username.trim()}` : null,
    filters.memberType === 'all' ? null : typeLabel[filters.memberType],
    filters.online === 'all' ? null : onlineLabel[filters.online],
    filters.balanceMin.trim() ? `${t`Balance from`} ${filters.balanceMin.trim()}` : null,
    filters.balanceMax.trim() ? `${t`Balance to`} ${filters.balanceMax.trim()}` : null,
  ].filter((part): part is string => part !== null);
  const summary = set.length > 0 ? set.join(' · ') : t`The whole team`;
  const active = set.length;
  const columns = useMemo<TableColumn<TeamMember>[]>(
    () => [
      {
        id: 'username',
        card: 'title',
        header: t`Username`,
        cell: (m) => (
          <>
            {m.username} {m.online && <Badge tone="success">{t`Online`}</Badge>}
          </>
        ),
      },
      { id: 'type', card: 'key', header: t`Type`, cell: (m) => (m.memberType === 'agent' ? t`Agent` : t`Player`) },
      { id: 'level', card: 'detail', header: t`Level`, kind: 'number', cell: (m) => m.level },
      { id: 'downline', card: 'key', header: t`Downline`, kind: 'number', cell: (m) => m.downlineCount },
      { id: 'registered', card: 'detail', header: t`Registered`, cell: (m) => dateTime(m.registeredAt) },
      { id: 'lastLogin', card: 'detail', header: t`Last login`, cell: (m) => dateTime(m.lastLoginAt) },
      { id: 'balance', card: 'key', header: t`Balance`, kind: 'money', cell: (m) => <Money value={m.balance} /> },
      { id: 'teamBalance', card: 'key', header: t`Team balance`, kind: 'money', cell: (m) => <Money value={m.teamBalance} /> },
      {
        id: 'open',
        card: 'action',
        header: t`Team`,
        cell: (m) =>
          m.memberType === 'agent' && m.downlineCount > 0 ? (
            <Button size="sm" variant="secondary" onClick={() => openTeam(m.id)}>
              {t`Open team`}
              {/* The name is read after the visible text (axe label-content-name-mismatch: the visible words start the name). */}
              <VisuallyHidden> {m.username}</VisuallyHidden>
            </Button>
          ) : null,
      },
    ],
    [t, dateTime],
  );
  return (
    <AgentSection title={t`Team management`} titlesPage>
      <FilterSheet summary={summary} active={active} doneButton={false}>
        {(close) => (
          <FilterForm
            onSubmit={(event) => {
              apply(event);
              close();
            }}
            aria-label={t`Filter the team`}
          >
            <Input label={t`Username`} value={draft.username} onChange={(e) => setDraft({ ...draft, username: e.target.value })} />
            <Select<TypeFilter>
              label={t`Type`}
              value={draft.memberType}
              onChange={(memberType) => setDraft({ ...draft, memberType })}
              options={[
                { value: 'all', label: t`All` },
                { value: 'player', label: t`Players` },
                { value: 'agent', label: t`Agents` },
              ]}
            />
            <Select<OnlineFilter>
              label={t`Online`}
              value={draft.online}
              onChange={(online) => setDraft({ ...draft, online })}
              options={[
                { value: 'all', label: t`All` },
                { value: 'online', label: t`Online` },
                { value: 'offline', label: t`Offline` },
              ]}
            />
            <Input label={t`Balance from`} inputMode="decimal" value={draft.balanceMin} onChange={(e) => setDraft({ ...draft, balanceMin: e.target.value })} />
            <Input label={t`Balance to`} inputMode="decimal" value={draft.balanceMax} onChange={(e) => setDraft({ ...draft, balanceMax: e.target.value })} />
            <Button type="submit">{t`Search`}</Button>
          </FilterForm>
        )}
      </FilterSheet>
      <QueryState query={query} errorTitle={t`This could not be loaded`}>
        {(page) => (
          <>
            <Breadcrumbs items={page.breadcrumbs} onSelect={(id) => openTeam(id === page.breadcrumbs[0]?.id ? undefined : id)} />
            <Table
              label={t`Team members`}
              columns={columns}
              rows={page.list}
              getRowId={(m) => String(m.id)}
              empty={<EmptyState title={t`No members match`} />}
            />
            <Pager page={pageNo} totalPages={page.totalPages} onChange={setPageNo} />
          </>
        )}
      </QueryState>
    </AgentSection>
  );
}
