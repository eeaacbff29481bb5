import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Tabs } from '../../../navigation/components/Tabs';
import { Modal } from '../Modal';

describe('Modal with Tabs', () => {
  it('closes on Escape with focus in the tab panel it opens on', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <Modal open onClose={onClose} title="Log in" closeLabel="Close">
        <Tabs
          ariaLabel="Log in or register"
          value="login"
          onChange={() => {}}
          items={[
            { value: 'login', label: 'Log in', content: <input aria-label="Username" /> },
            { value: 'register', label: 'Register', content: <input aria-label="Mobile" /> },
          ]}
        />
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
