import type { InvitationLink } from '@portal/api-contract';
import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { agentPortal, pending } from '../../../__stories__/agentPortal';
import { RegisterAccountPage } from '../components/RegisterAccountPage';
import { findRecords, recordRows, viewportGlobals } from '@portal/ui-kit/testing';

const DAY = 86_400_000;
const LINKS: InvitationLink[] = [
  { id: 3, code: 'AG7K2P', memberType: 'player', validityDays: null, createdAt: Date.now() - DAY, expiresAt: null, expired: false, registrations: 12 },
  {
    id: 2,
    code: 'AG5M9Q',
    memberType: 'agent',
    validityDays: 7,
    createdAt: Date.now() - 3 * DAY,
    expiresAt: Date.now() + 4 * DAY,
    expired: false,
    registrations: 2,
  },
  {
    id: 1,
    code: 'AG1X4Z',
    memberType: 'player',
    validityDays: 1,
    createdAt: Date.now() - 20 * DAY,
    expiresAt: Date.now() - 19 * DAY,
    expired: true,
    registrations: 0,
  },
];
const links = (list: InvitationLink[]) => ({ list, pageNo: 1, pageSize: 5, total: list.length, totalPages: 1 });

const meta = {
  title: 'Screens/Agent centre/Register an account',
  component: RegisterAccountPage,
} satisfies Meta<typeof RegisterAccountPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Creating a player directly under the agent; the invitation links below (one expired). */
export const Register: Story = {
  decorators: agentPortal(
    { invitationLinks: links(LINKS), registerDownline: ({ username, memberType }) => ({ id: 99, userName: username, memberType }) },
    '/?agent=registerAccount',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Register a downline account' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Username/ }), 'new_player');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'secret123');
    await userEvent.type(within(form).getByLabelText(/Confirm password/), 'secret123');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    await expect(await within(form).findByText('Account new_player was created in your team.')).toBeInTheDocument();
    await expect(recordRows(await findRecords(canvas, 'Invitation links'))).toHaveLength(LINKS.length);
  },
};

/** No invitation link yet. */
export const NoLinks: Story = {
  decorators: agentPortal({ invitationLinks: links([]) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No invitation links yet')).toBeInTheDocument();
  },
};

/** Waiting for the platform: skeleton lines where the links go. */
export const Loading: Story = {
  decorators: agentPortal({ invitationLinks: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** The platform is unreachable: a translated error with a retry. */
export const Failed: Story = {
  decorators: agentPortal({ invitationLinks: new PlatformError({ kind: 'network', endpoint: 'invitationLinks' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Register, globals: viewportGlobals('phone'), play: undefined };
