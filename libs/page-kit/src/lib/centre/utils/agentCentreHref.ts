import { AGENT_CENTRE_PARAM } from '@portal/data-access';
import type { AgentCentrePage } from '../constants/AGENT_CENTRE_PAGES';
import type { CentreLocation } from '../types/CentreLocation';
import type { CentreScreen } from '../types/CentreScreen';
import { centreHref } from './centreHref';

/** The address that opens the agent centre on `page` over the current route, its other parameters kept: `agentCentreHref(location, 'teamOverview')`. */
export function agentCentreHref(location: CentreLocation, page: CentreScreen<AgentCentrePage>): string {
  return centreHref(location, AGENT_CENTRE_PARAM, page);
}
