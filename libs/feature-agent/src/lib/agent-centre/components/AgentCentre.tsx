import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { AGENT_CENTRE_PARAM, useEndpointQuery, useMemberInfo } from '@portal/data-access';
import { CentreOverlay, useAgentCentreAddress, type AgentCentrePage, type CentreEntry } from '@portal/page-kit';
import { useMemo } from 'react';
import { AGENT_CENTRE_VIEWS } from '../constants/AGENT_CENTRE_VIEWS';
import { canOpenAgentCentre, getAgentCentrePages } from '../utils/getAgentCentrePages';

/** Width of the agent centre on the desktop in px (its team tables have more columns than the member centre's). */
const AGENT_CENTRE_WIDTH = 1280;

/**
 * The agent centre at `?agent=<pageId>` (docs/product/agent-centre.md), on the centres' one
 * machinery (page-kit's `CentreOverlay`): the menu of the agent's pages, bonus and salary pages
 * only when their contract feature is on; a page the agent does not have falls back to the first.
 * Only agent types see it; the avatar menu opens it at `?agent=menu`.
 */
export function AgentCentre() {
  const { t } = useLingui();
  const { data: member } = useMemberInfo();
  const isAgent = canOpenAgentCentre(member?.type);
  const flags = useEndpointQuery(endpoints.contractFlags, {}, { enabled: isAgent });
  const { page: requested } = useAgentCentreAddress();
  // The base pages show at once; a contract page waits for the flags that say whether it is there.
  const waitForFlags = flags.isPending && requested !== null && !getAgentCentrePages(undefined).some((page) => page === requested);
  const entries = useMemo<CentreEntry<AgentCentrePage>[] | undefined>(
    () => (waitForFlags ? undefined : getAgentCentrePages(flags.data).map((page) => ({ page }))),
    [waitForFlags, flags.data],
  );
  return (
    <CentreOverlay<AgentCentrePage>
      param={AGENT_CENTRE_PARAM}
      pages={AGENT_CENTRE_VIEWS}
      entries={entries}
      ready={isAgent}
      title={t`Agent centre`}
      closeLabel={t`Close the agent centre`}
      menuLabel={t`Agent centre menu`}
      width={AGENT_CENTRE_WIDTH}
      pageTitle={false}
    />
  );
}
