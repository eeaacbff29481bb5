import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Input } from '../Input';
import { Select, type SelectProps } from '../Select';

type Status = 'all' | 'pending' | 'completed' | 'failed';
const statusOptions: SelectProps<Status>['options'] = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending', description: 'Waiting for the bank' },
  { value: 'completed', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
];

function ControlledSelect(props: Partial<SelectProps<Status>>) {
  const [value, setValue] = useState<Status | null>(props.value ?? null);
  return <Select label="Status" options={statusOptions} placeholder="Choose a status" {...props} value={value} onChange={setValue} />;
}

const meta: Meta<typeof Select<Status>> = {
  title: 'UI/Input/Select',
  component: Select<Status>,
  args: { label: 'Status', options: statusOptions, placeholder: 'Choose a status', required: false, disabled: false, hideLabel: false },
  argTypes: { options: { control: false } },
  render: (args) => <ControlledSelect {...args} />,
  decorators: [
    (Story, context) =>
      context.name === 'Catalog' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 360, minHeight: 260 }}>
          <Story />
        </div>
      ),
  ],
};

export default meta;
type Story = StoryObj<typeof Select<Status>>;

export const Playground: Story = {};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Status/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('listbox');
    await userEvent.keyboard('{End}');
    await expect(body.getByRole('option', { name: 'Failed' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(trigger).toHaveTextContent('Completed');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(6)};
  align-items: start;
  max-width: 720px;
`;

export const Catalog: Story = {
  render: () => (
    <StyledRow>
      <ControlledSelect label="Empty with placeholder" />
      <ControlledSelect label="With a value" value="completed" />
      <ControlledSelect label="Required" required />
      <ControlledSelect label="Error" error="Choose a status" />
      <ControlledSelect label="Disabled" value="pending" disabled />
      <ControlledSelect label="Hidden label" hideLabel value="all" />
      <Input label="Input beside it, same height" placeholder="Order number" />
      <ControlledSelect label="Select beside the input" value="failed" />
    </StyledRow>
  ),
};
