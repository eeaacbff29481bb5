import { withPortal, type FixtureResponses } from '@portal/page-kit/testing';
import { messages } from '../locales/en/messages.po';

/** A platform answer that never comes: the page's loading state. */
export const pending = () => new Promise<never>(() => undefined);

/** An empty page of a paged answer. */
export const NO_ROWS = { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 };

/**
 * The portal around an agent-centre page, logged in as an agent, with the platform's answers of the
 * story (one decorator per story: one router and one store).
 */
export function agentPortal(responses: FixtureResponses, url = '/') {
  return [withPortal({ messages, token: 'agent-story-token', url, responses })];
}
