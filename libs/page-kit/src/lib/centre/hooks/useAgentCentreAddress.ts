import { AGENT_CENTRE_PARAM } from '@portal/data-access';
import type { AgentCentrePage } from '../constants/AGENT_CENTRE_PAGES';
import { useCentreAddress, type CentreAddress } from './useCentreAddress';

/** The agent centre's address on the current route: the page it names, links to its pages (`hrefFor`), going to one (`goTo`), closing it. */
export function useAgentCentreAddress(): CentreAddress<AgentCentrePage> {
  return useCentreAddress<AgentCentrePage>(AGENT_CENTRE_PARAM);
}
