import { screen } from '@testing-library/react';
import { BrandConfigError } from '@portal/brand';
import { consumeHandoverToken } from '@portal/data-access';
import { describe, expect, it } from 'vitest';
import { startPortal } from '../startPortal';

const good = { code: 'qa', name: 'QA', merchantCode: 'QA001', languages: ['en' as const], defaultLanguage: 'en' as const, logo: '/logo.svg' };

describe('startPortal', () => {
  it('shows every wrong field of a bad brand config instead of the portal, and throws', () => {
    const root = document.createElement('div');
    document.body.append(root);
    expect(() => startPortal({ ...good, defaultLanguage: 'vi', currency: { decimals: 9 }, theme: { accent: { light: 'pinkish' } } }, { root })).toThrow(
      BrandConfigError,
    );
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'This brand cannot start' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('defaultLanguage: vi is not in its language list');
    expect(alert).toHaveTextContent('currency.decimals: must be a whole number from 0 to 4');
    expect(alert).toHaveTextContent('theme.accent.light: "pinkish" is not a CSS colour');
    root.remove();
  });

  it('takes a session token out of the URL before rendering (pending until the platform confirms it), and returns the resolved brand and its React root', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    window.history.replaceState(null, '', '/?token=abc123');
    const { brand, reactRoot } = startPortal(good, { root });
    expect(brand.currency.symbol).toBe('$');
    expect(window.location.search).toBe('');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(consumeHandoverToken()).toBe('abc123');
    // The start's steps (its render last) each run in a task of their own, in order: after them,
    // unmounted before the test ends, so React's scheduled work does not outlive the test's window.
    await new Promise((resolve) => setTimeout(resolve, 0));
    reactRoot.unmount();
    root.remove();
  });

  it('refuses to start without a root element', () => {
    expect(() => startPortal(good, { root: null })).toThrow(/#root/);
  });
});
