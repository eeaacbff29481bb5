import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { agentCentreOpenState, useEndpointQuery, useMemberInfo } from '@portal/data-access';
import { Modal } from '@portal/ui-kit';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import styled from 'styled-components';
import { AGENT_PAGE_COMPONENTS } from '../constants/AGENT_PAGE_COMPONENTS';
import { useAgentCentrePage } from '../hooks/useAgentCentrePage';
import { useAgentPageLabels } from '../hooks/useAgentPageLabels';
import { canOpenAgentCentre, getAgentCentrePages } from '../utils/getAgentCentrePages';

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(5)};
  min-height: 560px;
`;

const StyledMenu = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text.secondary};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.color.surface.raised};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.surface.raised};
    color: ${({ theme }) => theme.color.text.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledContent = styled.div`
  min-width: 0;
  max-height: 72vh;
  overflow: auto;
`;

/**
 * The agent centre: a modal with the menu of spec §2 (bonus and salary items only when the
 * contract flags enable them) and the open page. The page lives in the address (`?agent=<pageId>`),
 * so refresh, back, forward and links restore it; closing removes it. Only agent types see it.
 */
export function AgentCentre() {
  const { t } = useLingui();
  const labels = useAgentPageLabels();
  const { page, open, close } = useAgentCentrePage();
  const [openRequested, setOpenRequested] = useAtom(agentCentreOpenState);
  const { data: member } = useMemberInfo();
  const isAgent = canOpenAgentCentre(member?.type);
  const flags = useEndpointQuery(endpoints.contractFlags, {}, { enabled: isAgent });
  const pages = getAgentCentrePages(flags.data);

  // The avatar menu asks to open it: go to the first page.
  useEffect(() => {
    if (!openRequested) return;
    setOpenRequested(false);
    open('announcement');
  }, [openRequested, setOpenRequested, open]);

  // A contract page whose feature is off for this agent falls back to the first page.
  useEffect(() => {
    if (page && flags.data && !pages.includes(page)) open('announcement');
  }, [page, flags.data, pages, open]);

  if (!page || !isAgent) return null;
  const Page = AGENT_PAGE_COMPONENTS[page];
  return (
    <Modal open onClose={close} title={t`Agent centre`} closeLabel={t`Close the agent centre`} width={1280}>
      <StyledLayout>
        <StyledMenu aria-label={t`Agent centre menu`}>
          <ul>
            {pages.map((id) => (
              <li key={id}>
                <a
                  href={`?agent=${id}`}
                  aria-current={id === page ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    open(id);
                  }}
                >
                  {labels[id]}
                </a>
              </li>
            ))}
          </ul>
        </StyledMenu>
        <StyledContent>
          <Page key={page} />
        </StyledContent>
      </StyledLayout>
    </Modal>
  );
}
