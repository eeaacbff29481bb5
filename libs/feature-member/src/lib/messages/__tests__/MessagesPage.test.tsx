import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../__tests__/renderMemberPage';
import { inboxFixture } from '../__stories__/inboxFixture';
import { MessagesPage } from '../components/MessagesPage';

/** Two messages (one unread, with HTML to sanitise) on the shared inbox fixture. */
function inbox() {
  return inboxFixture([
    {
      id: 2,
      title: 'Weekly bonus',
      content: '<p>Your <b>bonus</b> arrived.</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">',
      read: false,
      createTime: 2000,
    },
    { id: 1, title: 'Welcome', content: '<p>Hello</p>', read: true, createTime: 1000 },
  ]);
}

describe('MessagesPage', () => {
  it('lists the inbox with the unread count; opening a message shows its sanitised HTML and marks it read', async () => {
    const { client } = renderMemberPage(<MessagesPage />, { responses: inbox() });
    expect(await screen.findByText('1 unread message')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: /Weekly bonus/ })).toHaveTextContent('Your bonus arrived.');

    await userEvent.click(within(list).getByRole('button', { name: /Weekly bonus/ }));
    expect(await screen.findByRole('heading', { name: 'Weekly bonus' })).toHaveFocus();
    expect(screen.getByText('arrived.', { exact: false })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    await waitFor(() => expect(client.calls.filter((c) => c.name === 'messageRead')).toEqual([{ name: 'messageRead', params: { ids: [2] } }]));

    await userEvent.click(screen.getByRole('button', { name: 'Back to messages' }));
    expect(await screen.findByText('0 unread messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('deletes a message after the confirmation and says so', async () => {
    renderMemberPage(<MessagesPage />, { responses: inbox() });
    await userEvent.click(await screen.findByRole('button', { name: /Welcome/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Welcome/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Weekly bonus/ })).toBeInTheDocument();
  });

  it('marks everything read at once', async () => {
    const { client } = renderMemberPage(<MessagesPage />, { responses: inbox() });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All messages are marked as read')).toBeInTheDocument();
    expect(await screen.findByText('0 unread messages')).toBeInTheDocument();
    expect(client.calls.some((c) => c.name === 'messageReadAll')).toBe(true);
  });
});
