import { INVITEE_STATUSES, type Invitee } from '@portal/api-contract';
import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { memberPortal, pending } from '../../../__stories__/memberPortal';
import { ReferralPage } from '../components/ReferralPage';
import { findRecords, recordRows, viewportGlobals } from '@portal/ui-kit/testing';

const DAY = 86_400_000;
const INFO = { code: 'RAB12CD3', rewardPerFriend: 10, qualifyingDeposit: 50, qualifyingTurnover: 50, invited: 14, qualified: 5, earned: 30 };
/** 14 friends, newest first: registered, then some qualified, a few rewarded. */
const FRIENDS: Invitee[] = Array.from({ length: 14 }, (_, i) => {
  const status = INVITEE_STATUSES[i < 9 ? 0 : i < 11 ? 1 : 2];
  return {
    userName: `fr***${i + 1}`,
    registerTime: Date.now() - (i + 1) * DAY,
    status,
    validTurnover: status === 'registered' ? i * 4 : 50 + i * 10,
    reward: status === 'rewarded' ? 10 : 0,
  };
});

const invitees = ({ pageNo = 1, pageSize = 10 }: { pageNo?: number; pageSize?: number }) => ({
  list: FRIENDS.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  pageNo,
  pageSize,
  total: FRIENDS.length,
  totalPages: Math.ceil(FRIENDS.length / pageSize),
});

const meta = {
  title: 'Screens/Member centre/Invite friends',
  component: ReferralPage,
} satisfies Meta<typeof ReferralPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The invitation (link, code, QR code, rules), the totals and the invited friends, 10 a page. */
export const Invitation: Story = {
  decorators: memberPortal({ referralInfo: INFO, referralInvitees: invitees }, '/?member=referral'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('RAB12CD3')).toBeInTheDocument();
    await expect(await canvas.findByRole('img', { name: 'QR code of your invitation link' })).toBeInTheDocument();
    const records = await findRecords(canvas, 'Invited friends');
    await expect(recordRows(records)).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(await within(records).findByText('fr***14')).toBeInTheDocument();
  },
};

/** Nobody has registered with the invitation yet. */
export const NoFriendsYet: Story = {
  decorators: memberPortal({
    referralInfo: { ...INFO, invited: 0, qualified: 0, earned: 0 },
    referralInvitees: { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No friends have registered with your invitation yet')).toBeInTheDocument();
  },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = {
  decorators: memberPortal({ referralInfo: pending, referralInvitees: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading…' })).toHaveLength(2);
  },
};

/** The platform is unreachable: translated errors with a retry. */
export const Failed: Story = {
  decorators: memberPortal({
    referralInfo: new PlatformError({ kind: 'network', endpoint: 'referralInfo' }),
    referralInvitees: new PlatformError({ kind: 'network', endpoint: 'referralInvitees' }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your invitation could not be loaded')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Invitation, globals: viewportGlobals('phone'), play: undefined };
