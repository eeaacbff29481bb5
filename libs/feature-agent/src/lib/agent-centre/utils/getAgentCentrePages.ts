import type { ContractFlags } from '@portal/api-contract';
import { AGENT_MEMBER_TYPES } from '@portal/data-access';
import { AGENT_CENTRE_PAGES, type AgentCentrePage } from '@portal/page-kit';

/** Which consolidated contract flag enables each bonus and salary page (docs/product/centres.md). */
const FLAG_OF: Partial<Record<AgentCentrePage, keyof ContractFlags>> = {
  bonus: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realTimeSalary: 'realtimesalreqtype',
};

/** The agent-centre pages, bonus and salary items only when their feature is enabled (flag > 0). */
export function getAgentCentrePages(flags: ContractFlags | undefined): AgentCentrePage[] {
  return AGENT_CENTRE_PAGES.filter((page) => {
    const flag = FLAG_OF[page];
    return flag === undefined || (flags?.[flag] ?? 0) > 0;
  });
}

/** Member types that get the agent centre (1, 2, 41, 42 — docs/product/centres.md); others get the affiliate link. */
export function canOpenAgentCentre(memberType: number | undefined): boolean {
  return memberType !== undefined && AGENT_MEMBER_TYPES.includes(memberType);
}
