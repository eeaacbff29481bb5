import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellPortal } from '../../../__stories__/shellPortal';
import { ChatButton } from '../components/ChatButton';
import { ChatWindow } from '../components/ChatWindow';
import { chatWindowOpenState } from '../states/chatWindowOpenState';

const meta = {
  title: 'Screens/Shell/Chat',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

function Chat() {
  return (
    <div style={{ minHeight: 560, padding: 16 }}>
      <ChatButton loggedIn />
      <ChatWindow />
    </div>
  );
}

/** The chat button with its unread count, and the chat room open: the platform's page in a frame. */
export const Open: Story = {
  render: () => <Chat />,
  decorators: shellPortal({ member: true, init: (store) => store.set(chatWindowOpenState, true) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Chat room, 1 unread message' })).toBeInTheDocument();
  },
};

/** A phone: the chat room takes the screen. */
export const Phone: Story = {
  render: () => <Chat />,
  globals: viewportGlobals('phone'),
  decorators: shellPortal({ member: true, init: (store) => store.set(chatWindowOpenState, true) }),
};
