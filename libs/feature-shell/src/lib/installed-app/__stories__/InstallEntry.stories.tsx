import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shellPortal } from '../../../__stories__/shellPortal';
import { InstallEntry } from '../components/InstallEntry';
import { InstallInstructions } from '../components/InstallInstructions';

const meta = {
  title: 'Screens/Shell/Installed app/Add to home screen',
  component: InstallEntry,
  args: { offer: 'prompt', onPrompt: fn() },
  globals: viewportGlobals('phone'),
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
    ...shellPortal(),
  ],
} satisfies Meta<typeof InstallEntry>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The drawer's entry where the browser has an install prompt (Chrome on Android): it shows the browser's prompt. */
export const WithBrowserPrompt: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to home screen' }));
    await expect(args.onPrompt).toHaveBeenCalled();
  },
};

/** Safari on an iPhone: the entry opens the short instructions. */
export const OnIphone: Story = {
  args: { offer: 'ios', onPrompt: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to home screen' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /to your home screen/ });
    await expect(dialog).toHaveTextContent('Choose “Add to Home Screen”.');
    await expect(args.onPrompt).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
  },
};

/** The instructions on an iPhone, open. */
export const IphoneInstructions: Story = {
  render: () => <InstallInstructions open onClose={fn()} browser="ios" />,
};

/** The instructions in another browser without a prompt (Firefox, Samsung Internet), open. */
export const BrowserMenuInstructions: Story = {
  render: () => <InstallInstructions open onClose={fn()} browser="menu" />,
};
