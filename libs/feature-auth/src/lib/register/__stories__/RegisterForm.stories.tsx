import { withPortal } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '../../../locales/en/messages.po';
import { expect, userEvent, within } from 'storybook/test';
import { COUNTRIES_FIXTURE, registerSettingsFixture } from '../__fixtures__/registerSettingsFixture';
import { RegisterForm } from '../components/RegisterForm';

const meta = {
  title: 'Screens/Auth/RegisterForm',
  component: RegisterForm,
  decorators: [withPortal({ messages, responses: { countryList: COUNTRIES_FIXTURE } })],
  args: {
    mode: 'username',
    variant: 'page',
    settings: registerSettingsFixture({
      email: { enabled: true, required: true, acceptedPattern: '^[^@\\s]+@[^@\\s]+$', minLength: 5, maxLength: 100, patternId: 'email' },
    }),
  },
} satisfies Meta<typeof RegisterForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Username registration with the fields the rules enable; submitting empty shows each rule's message and focuses the first field. */
export const ByUsername: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText('Username not empty')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  },
};

/** Mobile registration: the country picker (keyboard), the number and the SMS code. */
export const ByMobile: Story = {
  args: {
    mode: 'mobile',
    settings: registerSettingsFixture({ mobileNum: { enabled: true, acceptedPattern: '^[0-9]+$', minLength: 8, maxLength: 11, patternId: 'phone' } }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: 'Country code' })).toBeInTheDocument();
  },
};
