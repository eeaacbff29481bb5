import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Money } from '../Money';

const meta: Meta<typeof Money> = {
  title: 'UI/Money/Money',
  component: Money,
  args: { value: 1234567.891, symbol: '$', hidden: false, signed: false, decimals: 2, thousandsSeparator: ',', decimalSeparator: '.' },
};

export default meta;
type Story = StoryObj<typeof Money>;

export const Playground: Story = {};

const StyledTable = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.md};

  th,
  td {
    padding: ${({ theme }) => theme.spacing(2, 4)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
    text-align: left;
  }

  th {
    color: ${({ theme }) => theme.color.text.tertiary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const rows = [
  { name: 'Default ($)', node: <Money value={1234.5} /> },
  { name: 'Brand R$ with . and ,', node: <Money value={1234567.891} symbol="R$" thousandsSeparator="." decimalSeparator="," /> },
  { name: 'Symbol after, no decimals', node: <Money value={1000} symbol="₫" decimals={0} symbolPosition="after" symbolSpacing /> },
  { name: 'Hidden (balance toggle)', node: <Money value={1234.5} hidden /> },
  { name: 'Signed positive', node: <Money value={250} signed /> },
  { name: 'Signed negative', node: <Money value={-75.5} signed /> },
  { name: 'Numeric string', node: <Money value="98765.4" /> },
  { name: 'Invalid', node: <Money value="n/a" /> },
];

export const Catalog: Story = {
  render: () => (
    <StyledTable>
      <thead>
        <tr>
          <th>Case</th>
          <th>Shown</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>{row.name}</td>
            <td>{row.node}</td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  ),
};
