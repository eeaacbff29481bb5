/**
 * Entry point of the agent-centre overlay alone (its pages are its own lazy chunks): opening it
 * does not load the agent login page or anything else the main entry exports (docs/product/performance.md).
 */
export { AgentCentre } from './lib/agent-centre/components/AgentCentre';
