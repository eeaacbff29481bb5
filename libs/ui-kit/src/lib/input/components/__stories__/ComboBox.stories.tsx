import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { ComboBox, type ComboBoxProps } from '../ComboBox';
import { Input } from '../Input';

type Country = 'BR' | 'CN' | 'ID' | 'TH' | 'VN' | 'US' | 'PT';
const countryOptions: ComboBoxProps<Country>['options'] = [
  { value: 'BR', label: 'Brasil', description: '+55' },
  { value: 'CN', label: '中国', description: '+86' },
  { value: 'ID', label: 'Indonesia', description: '+62' },
  { value: 'PT', label: 'Portugal', description: '+351' },
  { value: 'TH', label: 'ประเทศไทย', description: '+66' },
  { value: 'US', label: 'United States', description: '+1' },
  { value: 'VN', label: 'Việt Nam', description: '+84' },
];

function ControlledComboBox(props: Partial<ComboBoxProps<Country>>) {
  const [value, setValue] = useState<Country | null>(props.value ?? null);
  return (
    <ComboBox label="Country" options={countryOptions} placeholder="Search a country" openLabel="Show countries" {...props} value={value} onChange={setValue} />
  );
}

const meta: Meta<typeof ComboBox<Country>> = {
  title: 'UI/Input/ComboBox',
  component: ComboBox<Country>,
  args: { label: 'Country', options: countryOptions, placeholder: 'Search a country', openLabel: 'Show countries', required: false, disabled: false },
  argTypes: { options: { control: false } },
  render: (args) => <ControlledComboBox {...args} />,
  decorators: [
    (Story, context) =>
      context.name === 'Catalog' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 360, minHeight: 320 }}>
          <Story />
        </div>
      ),
  ],
};

export default meta;
type Story = StoryObj<typeof ComboBox<Country>>;

export const Playground: Story = {};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Country' });
    input.focus();
    await userEvent.keyboard('viet');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('listbox');
    await expect(body.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Việt Nam');
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
      <ControlledComboBox label="Empty" />
      <ControlledComboBox label="With a value" value="TH" />
      <ControlledComboBox label="Required" required />
      <ControlledComboBox label="Error" error="Choose your country" />
      <ControlledComboBox label="Disabled" value="BR" disabled />
      <Input label="Input beside it, same height" placeholder="Mobile number" />
    </StyledRow>
  ),
};
