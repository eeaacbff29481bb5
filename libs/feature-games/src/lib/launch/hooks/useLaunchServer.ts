import { useDomainRoutes, usePermission } from '@portal/data-access';
import { useState } from 'react';
import { isPlatformLaunchUrl, launchUrlVia, storedLaunchServer, storeLaunchServer } from '../utils/launchUrlVia';

/**
 * The server a game is launched through (docs/product/display-and-platform.md "Images and game
 * launches through the CDNs"): for a launch URL on the platform's own host, its launch CDNs in its
 * order, then its own address; a vendor's own URL as it is. The player moves to the next with
 * `next()` when a game does not load; the choice holds for the session. `ready` is false while the
 * permission (loaded at the start) or the merchant's domains, which say whether an absolute URL on
 * another host is the platform's, are still being asked for: the frame waits, as a one-use launch
 * link cannot be opened twice.
 */
export function useLaunchServer(url: string) {
  const permission = usePermission();
  const cdns = permission.data?.launchGameCDNs ?? [];
  const asksDomains = cdns.length > 0 && !isPlatformLaunchUrl(url, []);
  const domains = useDomainRoutes(asksDomains);
  const throughCdn = cdns.length > 0 && isPlatformLaunchUrl(url, domains.data?.map((route) => route.domain) ?? []);
  const servers = throughCdn ? [...cdns, null] : [null];
  const [server, setServer] = useState(() => storedLaunchServer(cdns.length + 1));
  const current = server < servers.length ? server : 0;
  return {
    /** The launch URL through the current server. */
    url: launchUrlVia(url, servers[current] ?? null),
    ready: !permission.isPending && !(asksDomains && domains.isPending),
    /** More than one server to choose from. */
    choice: servers.length > 1,
    /** A key that changes with the server (a frame keyed by it loads again). */
    key: current,
    next: () => {
      const next = (current + 1) % servers.length;
      storeLaunchServer(next);
      setServer(next);
    },
  };
}
