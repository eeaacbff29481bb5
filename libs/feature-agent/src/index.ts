export * from './lib/agent-centre/utils/getAgentCentrePages';
export * from './lib/agent-centre/components/AgentCentre';
export * from './lib/agent-login/components/AgentLoginPage';
