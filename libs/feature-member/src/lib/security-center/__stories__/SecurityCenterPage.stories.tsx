import type { ActiveSession, LoginHistoryEntry } from '@portal/api-contract';
import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { avatarUrl, memberPortal, pending } from '../../../__stories__/memberPortal';
import { SecurityCenterPage } from '../components/SecurityCenterPage';
import { findRecords, recordRows, viewportGlobals } from '@portal/ui-kit/testing';

const HOUR = 3_600_000;
const SESSIONS: ActiveSession[] = [
  { id: 'a1b2c3', current: true, browser: 'Chrome', os: 'Windows', ip: '189.40.12.7', createdAt: Date.now() - 2 * HOUR, lastSeenAt: Date.now() - 60_000 },
  { id: 'd4e5f6', current: false, browser: 'Safari', os: 'iOS', ip: '189.40.88.21', createdAt: Date.now() - 30 * HOUR, lastSeenAt: Date.now() - 5 * HOUR },
];
const LOGINS: LoginHistoryEntry[] = [
  { id: 4, time: Date.now() - 2 * HOUR, ip: '189.40.12.7', browser: 'Chrome', os: 'Windows', result: 'success' },
  { id: 3, time: Date.now() - 2 * HOUR - 60_000, ip: '189.40.12.7', browser: 'Chrome', os: 'Windows', result: 'wrong_password' },
  { id: 2, time: Date.now() - 30 * HOUR, ip: '189.40.88.21', browser: 'Safari', os: 'iOS', result: 'success' },
  { id: 1, time: Date.now() - 80 * HOUR, ip: '45.12.9.200', browser: null, os: null, result: 'locked' },
];
const ACCOUNT = {
  accountSecurity: { maskedMobile: '+55 *******4321', email: null, twoFactorEnabled: false, paymentPasswordSet: true },
  paymentPasswordStatus: { isSet: true, locked: false, lockedUntil: null, remainingAttempts: 5, mobileBound: true, maskedMobile: '+55 *******4321' },
  activeSessions: SESSIONS,
  loginHistory: { list: LOGINS, pageNo: 1, pageSize: 10, total: LOGINS.length, totalPages: 1 },
  avatars: ['#4f7cff', '#e4572e', '#2bb673', '#f5c542', '#9b59b6', '#1abc9c'].map((colour, i) => ({ id: i + 1, url: avatarUrl(colour) })),
};

const meta = {
  title: 'Screens/Member centre/Security centre',
  component: SecurityCenterPage,
} satisfies Meta<typeof SecurityCenterPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The profile tab: avatar, nickname, account, club label, registration and the language. */
export const Profile: Story = {
  decorators: memberPortal(ACCOUNT, '/?member=securityCenter'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Demo Player')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Change avatar' }));
    const choices = await canvas.findByRole('group', { name: 'Choose an avatar' });
    await expect(within(choices).getAllByRole('button')).toHaveLength(6);
    await expect(within(choices).getByRole('button', { name: 'Avatar 1' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The security tab: mobile, e-mail, passwords and 2FA, each with its state and action. */
export const Security: Story = {
  decorators: memberPortal(ACCOUNT, '/?member=securityCenter'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Security' }));
    await expect(await canvas.findByText('+55 *******4321')).toBeInTheDocument();
    await expect(canvas.getByText('Two-factor authentication')).toBeInTheDocument();
  },
};

/** Devices and logins: the live sessions (this one first) and the login history with failed attempts. */
export const DevicesAndLogins: Story = {
  decorators: memberPortal(ACCOUNT, '/?member=securityCenter'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Devices and logins' }));
    await expect(recordRows(await findRecords(canvas, 'Active sessions'))).toHaveLength(2);
    await expect(recordRows(await findRecords(canvas, 'Login history'))).toHaveLength(4);
  },
};

/** No login recorded yet (a new account on the devices tab). */
export const NoLogins: Story = {
  decorators: memberPortal({ ...ACCOUNT, activeSessions: SESSIONS.slice(0, 1), loginHistory: { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Devices and logins' }));
    await expect(await canvas.findByText('No logins yet')).toBeInTheDocument();
  },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = {
  decorators: memberPortal({ memberInfo: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** The platform is unreachable: a translated error with a retry. */
export const Failed: Story = {
  decorators: memberPortal({ ...ACCOUNT, memberInfo: new PlatformError({ kind: 'network', endpoint: 'memberInfo' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your profile could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Profile, globals: viewportGlobals('phone'), play: undefined };
