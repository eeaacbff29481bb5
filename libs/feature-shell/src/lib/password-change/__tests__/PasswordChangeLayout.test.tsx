import { renderWithPortal } from '@portal/page-kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordChangeLayout } from '../components/PasswordChangeLayout';

describe('PasswordChangeLayout', { timeout: 30_000 }, () => {
  it('is the brand header and the modals, nothing to play or open; any other address becomes /', async () => {
    const { router } = renderWithPortal(
      <PasswordChangeLayout>
        <div role="dialog" aria-label="Change password" />
      </PasswordChangeLayout>,
      { token: 'p-tok', url: '/rng?member=depositv2' },
    );
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('img'));
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/');
  });
});
