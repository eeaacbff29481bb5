import { memberInfoFixture, permissionFixture, PlatformError } from '@portal/data-access/testing';
import { renderWithPortal } from '@portal/page-kit/testing';
import { createPortalTheme } from '@portal/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChatButton } from '../components/ChatButton';
import { ChatWindow } from '../components/ChatWindow';

const member = { permission: permissionFixture(), memberInfo: memberInfoFixture() };

describe('chat room (docs/product/shell-and-navigation.md "Chat room")', { timeout: 30_000 }, () => {
  it('the button shows the unread count as a badge and in its name; none at 0', async () => {
    const { unmount } = renderWithPortal(<ChatButton loggedIn />, { token: 't', responses: { ...member, chatUnread: { count: 3 } } });
    const button = await screen.findByRole('button', { name: 'Chat room, 3 unread messages' });
    expect(within(button).getByText('3')).toBeInTheDocument();
    unmount();

    renderWithPortal(<ChatButton loggedIn />, { token: 't', responses: { ...member, chatUnread: { count: 1 } } });
    expect(await screen.findByRole('button', { name: 'Chat room, 1 unread message' })).toBeInTheDocument();
  });

  it('no badge and no unread call for a guest, nor at 0', async () => {
    const { calls, unmount } = renderWithPortal(<ChatButton loggedIn={false} />, { responses: { permission: permissionFixture(), chatUnread: { count: 4 } } });
    expect(await screen.findByRole('button', { name: 'Chat room' })).toBeInTheDocument();
    expect(calls.map((call) => call.name)).not.toContain('chatUnread');
    unmount();

    renderWithPortal(<ChatButton loggedIn />, { token: 't', responses: { ...member, chatUnread: { count: 0 } } });
    const button = await screen.findByRole('button', { name: 'Chat room' });
    await waitFor(() => expect(button.textContent).toBe(''));
  });

  it('asks for the room in the portal’s language with the header colour of the theme; "Try again" asks the same', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { calls } = renderWithPortal(
      <>
        <ChatButton loggedIn />
        <ChatWindow />
      </>,
      {
        token: 't',
        mode: 'light',
        responses: {
          ...member,
          chatUnread: { count: 0 },
          chatUrl: () => {
            attempts += 1;
            if (attempts === 1) throw new PlatformError({ kind: 'server', endpoint: 'chatUrl', status: 503, messageKey: 'unavailable' });
            return { chatUrl: 'https://chat.example/room?ticket=abc' };
          },
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Chat room' }));
    const window = await screen.findByRole('dialog', { name: 'Chat room' });
    await user.click(await within(window).findByRole('button', { name: 'Try again' }));
    expect(await within(window).findByTitle('Chat room')).toHaveAttribute('src', 'https://chat.example/room?ticket=abc');
    const asked = calls.filter((call) => call.name === 'chatUrl').map((call) => call.params);
    const header = createPortalTheme('light').component.header.background;
    expect(header).toMatch(/^#[0-9a-f]{6}$/i);
    expect(asked).toEqual([
      { b2c: 1, title: 'Chat room', language: 'EN', headerColor: header },
      { b2c: 1, title: 'Chat room', language: 'EN', headerColor: header },
    ]);
  });
});
