import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';

const meta: Meta<typeof Button> = {
  title: 'UI/Input/Button',
  component: Button,
  args: {
    children: 'Deposit',
    variant: 'primary',
    size: 'md',
    loading: false,
    disabled: false,
    fullWidth: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
};

export default meta;
type Story = StoryObj<typeof Button>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Signing in' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Signing in' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];
const states = [
  { name: 'default', props: {} },
  { name: 'disabled', props: { disabled: true } },
  { name: 'loading', props: { loading: true } },
] as const;

const StyledCatalog = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
`;

/** One variant at one size: its name, then the button as it is, disabled and loading, wrapping where the screen is narrow. */
const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 4)};
`;

const StyledCaption = styled.span`
  flex: 0 0 8rem;
  color: ${({ theme }) => theme.color.text.tertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** Every variant at every size, each as it is, disabled and loading (a row each; a phone wraps a row). */
export const Catalog: Story = {
  render: () => (
    <StyledCatalog>
      {variants.flatMap((variant) =>
        sizes.map((size) => (
          <StyledRow key={`${variant}-${size}`}>
            <StyledCaption>
              {variant} / {size}
            </StyledCaption>
            {states.map((state) => (
              <Button key={state.name} variant={variant} size={size} {...state.props}>
                {variant === 'danger' ? 'Sign out' : 'Deposit'}
              </Button>
            ))}
          </StyledRow>
        )),
      )}
    </StyledCatalog>
  ),
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Log in' },
};
