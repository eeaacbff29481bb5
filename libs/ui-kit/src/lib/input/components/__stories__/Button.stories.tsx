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

/**
 * Every variant at every size, each as it is, disabled and loading: a row each under the states'
 * headings, its name first; on a phone the name takes a line of its own above its three buttons.
 */
const StyledCatalog = styled.div`
  display: grid;
  grid-template-columns: 8rem repeat(3, max-content);
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3, 4)};

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: repeat(3, max-content);
    column-gap: ${({ theme }) => theme.spacing(2)};
  }
`;

const StyledCaption = styled.span<{ $row?: boolean }>`
  color: ${({ theme }) => theme.color.text.tertiary};
  font-size: ${({ theme }) => theme.font.size.xs};

  ${({ theme }) => theme.media.phone} {
    grid-column: ${({ $row }) => ($row ? '1 / -1' : 'auto')};
  }
`;

const StyledCorner = styled.span`
  ${({ theme }) => theme.media.phone} {
    display: none;
  }
`;

export const Catalog: Story = {
  render: () => (
    <StyledCatalog>
      <StyledCorner />
      {states.map((state) => (
        <StyledCaption key={state.name}>{state.name}</StyledCaption>
      ))}
      {variants.flatMap((variant) =>
        sizes.flatMap((size) => [
          <StyledCaption key={`${variant}-${size}`} $row>
            {variant} / {size}
          </StyledCaption>,
          ...states.map((state) => (
            <div key={`${variant}-${size}-${state.name}`}>
              <Button variant={variant} size={size} {...state.props}>
                {variant === 'danger' ? 'Sign out' : 'Deposit'}
              </Button>
            </div>
          )),
        ]),
      )}
    </StyledCatalog>
  ),
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Log in' },
};
