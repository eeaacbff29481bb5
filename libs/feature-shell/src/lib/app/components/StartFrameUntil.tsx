import { QueryRevealContext } from '@portal/data-access';
import { Activity, useEffect, type ReactNode } from 'react';
import { releaseBootFrame } from '../utils/bootFrame';
import { StartFrame, type StartFrameProps } from './StartFrame';

export interface StartFrameUntilProps extends StartFrameProps {
  ready: boolean;
  children: ReactNode;
}

/**
 * Until `ready`, the start frame shows and `children` are rendered hidden (React's Activity: their
 * DOM is built at idle priority while the start's calls are in flight, their effects wait until
 * they show, portals included). Showing them is then a reveal, not the portal's first render
 * (docs/product/performance.md). Hidden children do not fetch: a query subscribes in an effect; so
 * that none shows the answer it had when it rendered hidden, every query hook renders again in the
 * render that shows them (QueryRevealContext).
 */
export function StartFrameUntil({ ready, banners, children }: StartFrameUntilProps) {
  // The app's gate (the one with banners) shows the portal: index.html's boot frame must not cover it.
  useEffect(() => {
    if (ready && banners) releaseBootFrame();
  }, [ready, banners]);
  return (
    <>
      {ready ? null : <StartFrame banners={banners} />}
      <QueryRevealContext.Provider value={ready ? 1 : 0}>
        <Activity mode={ready ? 'visible' : 'hidden'}>{children}</Activity>
      </QueryRevealContext.Provider>
    </>
  );
}
