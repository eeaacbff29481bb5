import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AGENT_CENTRE_PAGES, type AgentCentrePage } from '../constants/AGENT_CENTRE_PAGES';

/** The query parameter that holds the open agent-centre page: `?agent=<pageId>`. */
export const AGENT_PAGE_PARAM = 'agent';

const isPage = (value: string | null): value is AgentCentrePage => (AGENT_CENTRE_PAGES as readonly string[]).includes(value ?? '');

/**
 * The agent centre's open page lives in the address (`?agent=teamOverview`), so refresh, back,
 * forward and a shared link restore it; closing removes the parameter. Opening and moving between
 * pages push history entries; other query parameters are kept.
 */
export function useAgentCentrePage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(AGENT_PAGE_PARAM);
  const page = isPage(raw) ? raw : null;

  const open = useCallback(
    (next: AgentCentrePage) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set(AGENT_PAGE_PARAM, next);
        return updated;
      }),
    [setParams],
  );

  const close = useCallback(
    () =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.delete(AGENT_PAGE_PARAM);
        return updated;
      }),
    [setParams],
  );

  return { page, open, close };
}
