export * from './lib/agent-centre/constants/AGENT_CENTRE_PAGES';
export * from './lib/agent-centre/utils/getAgentCentrePages';
