import { activeModalState, type PortalModal } from '@portal/data-access';
import { memberInfoFixture, permissionFixture } from '@portal/data-access/testing';
import { withPortal } from '@portal/page-kit/testing';
import { viewportGlobals } from '@portal/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore } from 'jotai';
import { expect, screen } from 'storybook/test';
import { messages } from '../../../locales/en/messages.po';
import { COUNTRIES_FIXTURE, registerSettingsFixture } from '../../register/__fixtures__/registerSettingsFixture';
import { AuthModals } from '../components/AuthModals';

/** The portal with one account modal open (`activeModalState`), as the header or a feature opens it. */
function withModal(modal: PortalModal, { member = false } = {}) {
  const store = createStore();
  store.set(activeModalState, modal);
  return [
    withPortal({
      messages,
      store,
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

/** Forgot password: by email (or by phone when the brand turns it on). */
export const ForgotPassword: Story = {
  decorators: withModal('forgetPassword'),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
  },
};

/** Change password, for a logged-in member: the current password and the new one twice. */
export const ChangePassword: Story = {
  decorators: withModal('changePassword', { member: true }),
  play: async () => {
    await expect(await screen.findByRole('dialog')).toBeInTheDocument();
  },
};

/** Log in on a phone. */
export const LoginOnPhone: Story = { globals: viewportGlobals('phone'), decorators: withModal('login') };

/** Register on a phone: the modal takes the whole screen. */
export const RegisterOnPhone: Story = { globals: viewportGlobals('phone'), decorators: withModal('register') };

/** Forgot password on a phone: the whole screen. */
export const ForgotPasswordOnPhone: Story = { globals: viewportGlobals('phone'), decorators: withModal('forgetPassword') };
