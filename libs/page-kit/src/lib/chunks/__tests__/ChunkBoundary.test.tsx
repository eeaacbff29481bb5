import { renderWithPortal } from '../../testing/renderWithPortal';
import { ChunkLoadError, CHUNK_RELOAD_KEY } from '@portal/ui-kit/lazy';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkBoundary } from '../components/ChunkBoundary';

let breaks = true;
function Fragile({ error }: { error: Error }) {
  if (breaks) throw error;
  return <p>The page</p>;
}

beforeEach(() => {
  sessionStorage.clear();
  breaks = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('ChunkBoundary', () => {
  it('in a page’s place, shows a broken page with a retry that renders it again', async () => {
    renderWithPortal(
      <ChunkBoundary place="route">
        <Fragile error={new Error('undefined is not a function')} />
      </ChunkBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be shown.');
    breaks = false;
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('reloads the portal once for a chunk that failed (a deploy), then shows the failure with a retry that reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { unmount } = renderWithPortal(
      <ChunkBoundary place="centre">
        <Fragile error={new ChunkLoadError('Failed to fetch dynamically imported module')} />
      </ChunkBoundary>,
    );
    expect(await screen.findByText('Updating the portal…')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    unmount();
    // The same failure right after that reload: the error and its retry, no loop.
    renderWithPortal(
      <ChunkBoundary place="centre">
        <Fragile error={new ChunkLoadError('Failed to fetch dynamically imported module')} />
      </ChunkBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded. Check your connection and try again.');
    expect(reload).toHaveBeenCalledTimes(1);
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(reload).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('for a part, shows nothing while it fails and tells its owner, so the rest stays up', async () => {
    function Owner() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <p>The portal</p>
          {open ? (
            <ChunkBoundary place="part" onError={() => setOpen(false)}>
              <Fragile error={new Error('the modal broke')} />
            </ChunkBoundary>
          ) : (
            <p>closed</p>
          )}
        </>
      );
    }
    renderWithPortal(<Owner />);
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(screen.getByText('The portal')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
