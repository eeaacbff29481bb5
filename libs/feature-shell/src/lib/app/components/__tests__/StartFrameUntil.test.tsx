import type { Banner } from '@portal/api-contract';
import { BrandProvider } from '@portal/brand';
import { testBrand } from '@portal/brand/testing';
import { useSystemStatus } from '@portal/data-access';
import { TestPlatformRoot } from '@portal/data-access/testing';
import { TestI18nProvider } from '@portal/i18n/testing';
import { renderWithTheme } from '@portal/ui-kit/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BOOT_FRAME_ID, BOOT_FRAME_RELEASED } from '../../utils/bootFramePlan';
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
  useLayoutEffect(() => {
    reveal = () => setReady(true);
  });
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

  it('draws the first banners of the route in the frame once they answer, before the portal shows, where the carousel will draw them', async () => {
    let answer: (value: Banner[]) => void = () => undefined;
    const banners = new Promise<Banner[]>((resolve) => (answer = resolve));
    const banner = (id: number): Banner => ({ bannerId: id, url: `/art/banner/${id}.jpg`, groupName: 'w_home', title: `Banner ${id}` });
    const { container } = renderWithTheme(
      <BrandProvider brand={testBrand}>
        <TestPlatformRoot responses={{ bannerList: () => banners }}>
          <TestI18nProvider>
            <StartFrameUntil ready={false} banners>
              <p>portal</p>
            </StartFrameUntil>
          </TestI18nProvider>
        </TestPlatformRoot>
      </BrandProvider>,
    );
    const images = () => [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(images()).toEqual([]);
    await act(async () => answer([1, 2, 3, 4].map(banner)));
    // One view of the carousel: its first three slides, still, while the portal stays hidden.
    await waitFor(() => expect(images()).toEqual(['/art/banner/1.jpg', '/art/banner/2.jpg', '/art/banner/3.jpg']));
    expect(screen.getByText('portal')).not.toBeVisible();
  });

  it('keeps the frame empty of banners unless asked (before the status, maintenance may still replace it)', async () => {
    const { container } = renderWithTheme(
      <BrandProvider brand={testBrand}>
        <TestPlatformRoot responses={{ bannerList: async () => [{ bannerId: 1, url: '/art/banner/1.jpg', groupName: 'w_home' as const }] }}>
          <TestI18nProvider>
            <StartFrameUntil ready={false}>
              <p>portal</p>
            </StartFrameUntil>
          </TestI18nProvider>
        </TestPlatformRoot>
      </BrandProvider>,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('removes index.html’s boot frame once its own first banner is in, and when the portal shows', async () => {
    const drawBootFrame = () => document.body.insertAdjacentHTML('beforeend', `<div id="${BOOT_FRAME_ID}" aria-hidden="true"></div>`);
    drawBootFrame();
    const { container, rerender } = renderWithTheme(
      <BrandProvider brand={testBrand}>
        <TestPlatformRoot responses={{ bannerList: async () => [{ bannerId: 1, url: '/art/banner/1.jpg', groupName: 'w_home' as const }] }}>
          <TestI18nProvider>
            <StartFrameUntil ready={false} banners>
              <p>portal</p>
            </StartFrameUntil>
          </TestI18nProvider>
        </TestPlatformRoot>
      </BrandProvider>,
    );
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    expect(document.getElementById(BOOT_FRAME_ID)).not.toBeNull();
    fireEvent.load(container.querySelector('img')!);
    expect(document.getElementById(BOOT_FRAME_ID)).toBeNull();
    expect(Reflect.get(window, BOOT_FRAME_RELEASED)).toBe(true);

    // Drawn late (its calls answered after the portal's): the portal showing removes it too.
    drawBootFrame();
    rerender(
      <BrandProvider brand={testBrand}>
        <TestPlatformRoot responses={{}}>
          <TestI18nProvider>
            <StartFrameUntil ready banners>
              <p>portal</p>
            </StartFrameUntil>
          </TestI18nProvider>
        </TestPlatformRoot>
      </BrandProvider>,
    );
    expect(document.getElementById(BOOT_FRAME_ID)).toBeNull();
    Reflect.deleteProperty(window, BOOT_FRAME_RELEASED);
  });
});
