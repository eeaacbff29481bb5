import { AGENT_CENTRE_PARAM, MEMBER_CENTRE_PARAM } from '@portal/data-access';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Query parameters that open an overlay over the page (the member centre, the agent centre). */
const OVERLAY_PARAMS = [MEMBER_CENTRE_PARAM, AGENT_CENTRE_PARAM];

const hasOverlay = (search: string) => {
  const params = new URLSearchParams(search);
  return OVERLAY_PARAMS.some((name) => params.has(name));
};

/**
 * Navigation scrolls to the top, or to the element named by the hash (docs/product/shell-and-navigation.md).
 * A change of the query alone while an overlay is (or was) open does not scroll: opening, paging
 * and closing the personal or agent centre keep the page behind it where the player left it.
 * A hash whose element is not there yet (a lazy page, an answer still loading) is scrolled to
 * once it appears, within a few seconds.
 */
export function ScrollToTopEffect() {
  const { pathname, search, hash } = useLocation();
  const previous = useRef<{ pathname: string; search: string; hash: string } | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, search, hash };
    if (before && before.pathname === pathname && before.hash === hash && (hasOverlay(before.search) || hasOverlay(search))) return;
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    const observer = new MutationObserver(() => {
      const late = document.getElementById(id);
      if (!late) return;
      stop();
      late.scrollIntoView();
    });
    const timer = window.setTimeout(() => stop(), HASH_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, search, hash]);
  return null;
}

/** How long a hash waits for its element to appear. */
const HASH_WAIT_MS = 5000;
