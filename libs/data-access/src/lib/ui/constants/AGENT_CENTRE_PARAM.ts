/**
 * The agent centre lives in the address too: `?agent=<pageId>` (docs/product/agent-centre.md). The
 * shell opens it by setting this parameter (`CENTRE_MENU_PAGE` for its menu), feature-agent
 * renders the page it names and removes it on close.
 */
export const AGENT_CENTRE_PARAM = 'agent';
