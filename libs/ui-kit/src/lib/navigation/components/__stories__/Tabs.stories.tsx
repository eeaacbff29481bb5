import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Tabs, type TabItem } from '../Tabs';

const items: TabItem[] = [
  { value: 'username', label: 'Username registration', content: <p>Username form</p> },
  { value: 'mobile', label: 'Mobile registration', content: <p>Mobile form</p> },
  { value: 'social', label: 'Social', content: <p>Social form</p>, disabled: true },
];

const meta: Meta<typeof Tabs> = {
  title: 'UI/Navigation/Tabs',
  component: Tabs,
  args: {
    items,
    ariaLabel: 'Registration type',
    variant: 'underline',
    fullWidth: false,
    keepMounted: false,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['underline', 'pill'] },
    items: { control: false },
  },
};

export default meta;
type Story = StoryObj<typeof Tabs>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'Username registration' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('tab', { name: 'Mobile registration' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Mobile form');
    // The disabled tab is skipped: ArrowRight wraps to the first.
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
  },
};

function ControlledTabs() {
  const [value, setValue] = useState('android');
  return (
    <Tabs
      variant="pill"
      ariaLabel="Platform"
      value={value}
      onChange={setValue}
      items={[
        { value: 'android', label: 'Android' },
        { value: 'ios', label: 'iOS' },
      ]}
    />
  );
}

const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(8)};
  max-width: 520px;
`;

export const Catalog: Story = {
  render: () => (
    <StyledColumn>
      <Tabs items={items} ariaLabel="Underline" />
      <Tabs items={items} ariaLabel="Underline full width" fullWidth defaultValue="mobile" />
      <Tabs items={items} ariaLabel="Pill" variant="pill" />
      <Tabs items={items} ariaLabel="Pill full width" variant="pill" fullWidth />
      <ControlledTabs />
    </StyledColumn>
  ),
};
