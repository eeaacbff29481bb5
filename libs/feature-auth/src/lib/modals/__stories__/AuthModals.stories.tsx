import { activeModalState, usePermission, type PortalModal } from '@portal/data-access';
import { memberInfoFixture, permissionFixture } from '@portal/data-access/testing';
import { withPortal } from '@portal/page-kit/testing';
import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { messages } from '../../../locales/en/messages.po';
import { COUNTRIES_FIXTURE, registerSettingsFixture } from '../../register/__fixtures__/registerSettingsFixture';
import { AuthModals } from '../components/AuthModals';

/**
 * The modal shows once the platform's switches are known, as in the portal, which starts only
 * then (AppStartGate): a switch that arrived after the modal opened (forgot password's phone tab)
 * would remount its form under the focus the modal had just put in it.
 */
function AfterPermission({ children }: { children: ReactNode }) {
  return usePermission().isPending ? null : children;
}
const afterPermission: Decorator = (Story) => (
  <AfterPermission>
    <Story />
  </AfterPermission>
);

/** The portal with one account modal open (`activeModalState`), as the header or a feature opens it. */
function withModal(modal: PortalModal, { member = false } = {}) {
  return [
    afterPermission,
    withPortal({
      messages,
      initialState: (store) => store.set(activeModalState, modal),
      token: member ? 'story-token' : undefined,
      responses: {
        registerSettings: registerSettingsFixture({
          email: { enabled: true, required: false, acceptedPattern: '^[^@\\s]+@[^@\\s]+$', minLength: 5, maxLength: 100, patternId: 'email' },
        }),
        countryList: COUNTRIES_FIXTURE,
        permission: permissionFixture(),
        promotions: [],
        ...(member ? { memberInfo: memberInfoFixture({ account: 'demo', nickname: 'Demo Player' }) } : {}),
      },
    }),
  ];
}

const meta = {
  title: 'Screens/Auth/Account modals',
  component: AuthModals,
} satisfies Meta<typeof AuthModals>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Log in: username and password, or a code by SMS; free play and register below. */
export const Login: Story = {
  decorators: withModal('login'),
  play: async () => {
    await expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await expect(await screen.findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  },
};

/** Register: the fields the platform's rules enable. */
export const Register: Story = {
  decorators: withModal('register'),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  },
};

/**
 * The player starts on the form's first field: its fields come with the form's code, and where
 * the focus lands before they are in depends on when they arrive.
 */
const startOn = (field: RegExp) => async () => {
  const dialog = await screen.findByRole('dialog');
  const input = await screen.findByLabelText(field, { selector: 'input' });
  // The dialog moves the focus in on opening, up to a frame later: the field takes the focus until
  // it keeps it over two frames (taken before the dialog's move, it would lose it again).
  await waitFor(async () => {
    if (document.activeElement !== input) input.focus();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    expect(input).toHaveFocus();
  });
  // On a touch screen a field focused as the dialog opens makes it wait for the on-screen keyboard
  // (react-aria's modal stays hidden for up to 600 ms where none comes): the player sees it after.
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 2000 });
};

/** Forgot password: by email (or by phone when the brand turns it on). */
export const ForgotPassword: Story = {
  decorators: withModal('forgetPassword'),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
    await startOn(/^Username/)();
  },
};

/** Change password, for a logged-in member: the current password and the new one twice. */
export const ChangePassword: Story = {
  decorators: withModal('changePassword', { member: true }),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    await startOn(/^Old password/)();
  },
};

/** Log in on a phone. */
export const LoginOnPhone: Story = { globals: viewportGlobals('phone'), decorators: withModal('login') };

/** Register on a phone: the modal takes the whole screen. */
export const RegisterOnPhone: Story = { globals: viewportGlobals('phone'), decorators: withModal('register') };

/** Forgot password on a phone: the whole screen. */
export const ForgotPasswordOnPhone: Story = { globals: viewportGlobals('phone'), decorators: withModal('forgetPassword') };
