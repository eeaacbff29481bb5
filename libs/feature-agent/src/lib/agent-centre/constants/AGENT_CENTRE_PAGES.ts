import { centrePageIds } from '@portal/page-kit';
import { AGENT_CENTRE_VIEWS } from './AGENT_CENTRE_VIEWS';

/** A page of the agent centre: the value of `?agent=` (docs/product/agent-centre.md). */
export type AgentCentrePage = keyof typeof AGENT_CENTRE_VIEWS;

/** The agent centre's page ids in menu order. */
export const AGENT_CENTRE_PAGES: readonly AgentCentrePage[] = centrePageIds(AGENT_CENTRE_VIEWS);
