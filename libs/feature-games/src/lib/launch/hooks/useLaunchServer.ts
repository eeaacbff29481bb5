import { usePermission } from '@portal/data-access';
import { useState } from 'react';
import { launchUrlVia, storedLaunchServer, storeLaunchServer } from '../utils/launchUrlVia';

/**
 * The server a game is launched through (docs/product/display-and-platform.md "Images and game
 * launches through the CDNs"): the platform's launch CDNs in its order, then its own address. The
 * player moves to the next with `next()` when a game does not load; the choice holds for the session.
 */
export function useLaunchServer() {
  const servers = [...(usePermission().data?.launchGameCDNs ?? []), null];
  const [server, setServer] = useState(() => storedLaunchServer(servers.length));
  const current = server < servers.length ? server : 0;
  return {
    /** The launch URL through the current server. */
    via: (url: string) => launchUrlVia(url, servers[current] ?? null),
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
