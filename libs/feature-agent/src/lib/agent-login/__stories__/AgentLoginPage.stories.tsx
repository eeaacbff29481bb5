import { ERROR_KEY } from '@portal/api-contract';
import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { agentPortal } from '../../../__stories__/agentPortal';
import { AgentLoginPage } from '../components/AgentLoginPage';

const meta = {
  title: 'Screens/Agent centre/Agent login',
  component: AgentLoginPage,
} satisfies Meta<typeof AgentLoginPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The agent login form. */
export const Form: Story = {
  decorators: agentPortal({}, '/agent/login'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Agent login' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Log in to the agent centre' })).toBeInTheDocument();
  },
};

/** A player's account is refused with a translated message; what was typed stays. */
export const NotAnAgent: Story = {
  decorators: agentPortal({ agentLogin: new PlatformError({ kind: 'business', endpoint: 'agentLogin', messageKey: ERROR_KEY.onlyAgents }) }, '/agent/login'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'player_one');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in to the agent centre' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only agents can log in');
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveValue('player_one');
  },
};
