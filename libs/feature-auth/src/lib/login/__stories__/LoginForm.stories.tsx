import { withPortal } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '../../../locales/en/messages.po';
import { expect, userEvent, within } from 'storybook/test';
import { COUNTRIES_FIXTURE, registerSettingsFixture } from '../../register/__fixtures__/registerSettingsFixture';
import { LoginForm } from '../components/LoginForm';

const meta = {
  title: 'Screens/Auth/LoginForm',
  component: LoginForm,
  decorators: [withPortal({ messages, responses: { registerSettings: registerSettingsFixture(), countryList: COUNTRIES_FIXTURE } })],
} satisfies Meta<typeof LoginForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Username and password; an empty submit says what is missing and focuses the username. */
export const UsernameAndPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Username not empty')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  },
};
