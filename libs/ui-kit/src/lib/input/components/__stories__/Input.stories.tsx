import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Input } from '../Input';

const meta: Meta<typeof Input> = {
  title: 'UI/Input/Input',
  component: Input,
  args: {
    label: 'Username',
    placeholder: 'Username',
    required: true,
    disabled: false,
    error: undefined,
    hint: '4 to 16 letters or digits',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Input>;

export const Playground: Story = {};

export const Password: Story = {
  args: {
    label: 'Password',
    placeholder: 'Password',
    type: 'password',
    showPasswordLabel: 'Show password',
    hidePasswordLabel: 'Hide password',
    hint: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The label reads "Password*": the star is hidden from the accessible name, not from the text.
    const input = canvas.getByLabelText(/^Password/);
    await userEvent.type(input, 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};
  max-width: 360px;
`;

const StyledPrefix = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const Catalog: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <StyledColumn>
      <Input label="Optional" placeholder="E-mail" />
      <Input label="Required" placeholder="Username" required />
      <Input placeholder="Placeholder only, required" required />
      <Input label="With value" defaultValue="player01" />
      <Input label="Error" placeholder="Username" required defaultValue="a" error="Username must be 4 to 16 letters or digits" />
      <Input label="Disabled" placeholder="Referral code" disabled defaultValue="ABC123" />
      <Input
        label="Mobile number"
        placeholder="Mobile number"
        required
        startAdornment={<StyledPrefix>+55</StyledPrefix>}
        endAdornment={
          <Button size="sm" variant="secondary">
            Send code
          </Button>
        }
      />
      <Input label="Password" type="password" placeholder="Password" required showPasswordLabel="Show password" hidePasswordLabel="Hide password" />
    </StyledColumn>
  ),
};
