import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { memberPortal, pending } from '../../../__stories__/memberPortal';
import { MessagesPage } from '../components/MessagesPage';
import { inboxFixture } from './inboxFixture';
import { viewportGlobals } from '@portal/ui-kit/testing';

const HOUR = 3_600_000;

/** Four messages, two of them unread. */
function inbox() {
  return inboxFixture([
    {
      id: 4,
      title: 'Your weekly bonus has arrived',
      content: '<p>Your <b>$10.00</b> weekly bonus is in your main wallet. Turn it over once to withdraw it.</p>',
      read: false,
      createTime: Date.now() - 2 * HOUR,
    },
    {
      id: 3,
      title: 'Withdrawal paid',
      content: '<p>Your withdrawal <b>W1042</b> of $250.00 has been paid to your bank account.</p>',
      read: false,
      createTime: Date.now() - 26 * HOUR,
    },
    {
      id: 2,
      title: 'New live tables tonight',
      content: '<p>Speed Baccarat and Lightning Roulette open at 20:00.</p>',
      read: true,
      createTime: Date.now() - 50 * HOUR,
    },
    { id: 1, title: 'Welcome to the portal', content: '<p>Hello! Your account is ready.</p>', read: true, createTime: Date.now() - 200 * HOUR },
  ]);
}

const meta = {
  title: 'Screens/Member centre/Platform messages',
  component: MessagesPage,
} satisfies Meta<typeof MessagesPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The inbox, unread first in bold, with the unread count and "Mark all as read". */
export const Inbox: Story = {
  decorators: memberPortal(inbox(), '/?member=messageV2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 unread messages')).toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Messages' })).getAllByRole('button')).toHaveLength(4);
  },
};

/** Opening a message shows it whole and marks it read; back, the count has gone down. */
export const OpenMessage: Story = {
  decorators: memberPortal(inbox(), '/?member=messageV2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Withdrawal paid/ }));
    await expect(await canvas.findByRole('heading', { name: 'Withdrawal paid' })).toBeInTheDocument();
    await expect(canvas.getByText(/has been paid to your bank account/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to messages' }));
    await expect(await canvas.findByText('1 unread message')).toBeInTheDocument();
  },
};

/** Nothing in the inbox yet. */
export const Empty: Story = {
  decorators: memberPortal({
    messageList: { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0, unreadCount: 0 },
    unreadMessageCount: { count: 0 },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No messages yet')).toBeInTheDocument();
  },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = {
  decorators: memberPortal({ messageList: pending, unreadMessageCount: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** The platform is unreachable: a translated error with a retry. */
export const Failed: Story = {
  decorators: memberPortal({
    messageList: new PlatformError({ kind: 'network', endpoint: 'messageList' }),
    unreadMessageCount: new PlatformError({ kind: 'network', endpoint: 'unreadMessageCount' }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your messages could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Inbox, globals: viewportGlobals('phone'), play: undefined };
