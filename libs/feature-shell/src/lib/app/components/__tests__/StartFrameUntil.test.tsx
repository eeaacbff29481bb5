import { BrandProvider } from '@portal/brand';
import { testBrand } from '@portal/brand/testing';
import { useSystemStatus } from '@portal/data-access';
import { TestPlatformRoot } from '@portal/data-access/testing';
import { TestI18nProvider } from '@portal/i18n/testing';
import { renderWithTheme } from '@portal/ui-kit/testing';
import { act, screen } from '@testing-library/react';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { StartFrameUntil } from '../StartFrameUntil';

/** What each commit of the probe put on the screen (a layout effect runs before the browser paints). */
const painted: string[] = [];

function StatusProbe() {
  const { data } = useSystemStatus();
  const text = data ? `status ${data.status}` : 'waiting';
  useLayoutEffect(() => {
    painted.push(text);
  });
  return <p>{text}</p>;
}

/** Beside the hidden tree, subscribed: it shows when the answer is in the cache. */
function StatusOutside() {
  const { data } = useSystemStatus();
  return <p>outside: {data ? `status ${data.status}` : 'waiting'}</p>;
}

/** Like the start gates: its own state decides, and its children are the same element throughout. */
let reveal: () => void = () => undefined;
function Gate({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  reveal = () => setReady(true);
  return <StartFrameUntil ready={ready}>{children}</StartFrameUntil>;
}

describe('StartFrameUntil', () => {
  it('renders its children hidden, and shows them with the answers that arrived meanwhile, not a frame late', async () => {
    let answer: (value: { status: 0; ip: string; country: string }) => void = () => undefined;
    const status = new Promise<{ status: 0; ip: string; country: string }>((resolve) => (answer = resolve));
    renderWithTheme(
      <BrandProvider brand={testBrand}>
        <TestPlatformRoot responses={{ systemStatus: () => status }}>
          <TestI18nProvider>
            <StatusOutside />
            <Gate>
              <StatusProbe />
            </Gate>
          </TestI18nProvider>
        </TestPlatformRoot>
      </BrandProvider>,
    );
    // Rendered hidden: no effect of it has run.
    expect(screen.getByText('waiting', { selector: 'p' })).not.toBeVisible();
    expect(painted).toEqual([]);
    // The status answers while the probe is hidden (and so not subscribed to the query).
    await act(async () => answer({ status: 0, ip: '1.1.1.1', country: 'BR' }));
    expect(await screen.findByText('outside: status 0')).toBeVisible();
    act(() => reveal());
    expect(await screen.findByText('status 0')).toBeVisible();
    expect(painted).toEqual(['status 0']);
  });
});
