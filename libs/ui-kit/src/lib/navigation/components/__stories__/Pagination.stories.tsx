import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Pagination, type PaginationLabels, type PaginationProps } from '../Pagination';

const labels: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: (page) => `Page ${page}`,
};

function StatefulPagination(props: Partial<PaginationProps>) {
  const [page, setPage] = useState(props.page ?? 1);
  return <Pagination totalPages={10} labels={labels} {...props} page={page} onChange={setPage} />;
}

const meta: Meta<typeof Pagination> = {
  title: 'UI/Navigation/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 12, pageRange: 3, marginPages: 1, labels },
  render: (args) => <StatefulPagination {...args} />,
};

export default meta;
type Story = StoryObj<typeof Pagination>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 12' }));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
  },
};

const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  justify-items: start;
`;

export const Catalog: Story = {
  render: () => (
    <StyledColumn>
      <StatefulPagination page={1} totalPages={5} />
      <StatefulPagination page={1} totalPages={10} />
      <StatefulPagination page={5} totalPages={10} />
      <StatefulPagination page={10} totalPages={10} />
      <StatefulPagination page={50} totalPages={100} />
    </StyledColumn>
  ),
};
