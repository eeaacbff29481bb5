import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../../testing/renderWithPortal';
import { CAPTCHA_REFRESH_THROTTLE_MS } from '../../timing/constants/CAPTCHA_REFRESH_THROTTLE_MS';
import { CaptchaField } from '../components/CaptchaField';

afterEach(() => vi.useRealTimers());

describe('CaptchaField (docs/product/accounts-and-auth.md "Login")', { timeout: 30_000 }, () => {
  it('a click on the image loads a new one, at most once a second', async () => {
    let served = 0;
    const { calls } = renderWithPortal(<CaptchaField label="Captcha" />, { responses: { captcha: () => `aW1n${++served}` } });
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', 'data:image/png;base64,aW1n1');
    const images = () => calls.filter((call) => call.name === 'captcha').length;
    expect(images()).toBe(1);

    // Only the clock is fake: the throttle reads it.
    const start = Date.now() + 60_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const user = userEvent.setup();
    const refresh = screen.getByRole('button', { name: 'New captcha image' });
    await user.click(refresh);
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', 'data:image/png;base64,aW1n2');
    expect(images()).toBe(2);

    // Within the second: clicks do nothing.
    await user.click(refresh);
    vi.setSystemTime(start + CAPTCHA_REFRESH_THROTTLE_MS - 1);
    await user.click(refresh);
    await act(async () => {});
    expect(images()).toBe(2);
    expect(screen.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', 'data:image/png;base64,aW1n2');

    // A second after the last new image: the next click loads one.
    vi.setSystemTime(start + CAPTCHA_REFRESH_THROTTLE_MS);
    await user.click(refresh);
    await waitFor(() => expect(images()).toBe(3));
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', 'data:image/png;base64,aW1n3');
  });
});
