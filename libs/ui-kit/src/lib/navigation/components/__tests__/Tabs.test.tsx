import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Tabs, type TabItem } from '../Tabs';

const items: TabItem[] = [
  { value: 'username', label: 'Username', content: <p>Username form</p> },
  { value: 'mobile', label: 'Mobile', content: <p>Mobile form</p> },
  { value: 'email', label: 'E-mail', content: <p>E-mail form</p>, disabled: true },
  { value: 'social', label: 'Social', content: <p>Social form</p> },
];

describe('Tabs', () => {
  it('exposes tablist, tabs and the selected panel with one tab stop', () => {
    renderWithTheme(<Tabs items={items} ariaLabel="Registration type" />);
    expect(screen.getByRole('tablist', { name: 'Registration type' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Username' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Username' })).toHaveTextContent('Username form');
    expect(screen.queryByText('Mobile form')).not.toBeInTheDocument();
  });

  it('mounts in one commit when its tabs switch what is drawn elsewhere: the tab stop is on the selected tab from the first render', () => {
    const commits: string[] = [];
    renderWithTheme(
      <Profiler id="tabs" onRender={(_id, phase) => commits.push(phase)}>
        <Tabs items={items.map(({ value, label }) => ({ value, label }))} value="mobile" onChange={() => undefined} ariaLabel="Game lists" />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves and selects with arrow keys, skipping disabled tabs and wrapping; Home and End jump', async () => {
    renderWithTheme(<Tabs items={items} ariaLabel="Registration type" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Mobile form');

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Social' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Social' })).toHaveFocus();

    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Social' })).toHaveAttribute('aria-selected', 'true');
  });

  it('is controllable: value + onChange', async () => {
    const handleChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('mobile');
      return (
        <Tabs
          items={items}
          value={value}
          onChange={(next) => {
            handleChange(next);
            setValue(next);
          }}
        />
      );
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Social' }));
    expect(handleChange).toHaveBeenCalledWith('social');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Social form');
  });

  it('a controlled value without onChange does not move', async () => {
    renderWithTheme(<Tabs items={items} value="username" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps inactive panels mounted but hidden when asked', async () => {
    renderWithTheme(<Tabs items={items} keepMounted />);
    expect(screen.getByText('Mobile form')).not.toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.getByText('Mobile form')).toBeVisible();
    expect(screen.getByText('Username form')).not.toBeVisible();
  });

  it('a panel is a tab stop only while nothing in it is', async () => {
    renderWithTheme(
      <Tabs
        items={[
          { value: 'form', label: 'Form', content: <input aria-label="Name" /> },
          { value: 'text', label: 'Text', content: <p>Plain text</p> },
        ]}
        ariaLabel="Panels"
      />,
    );
    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.click(screen.getByRole('tab', { name: 'Text' }));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('tabindex', '0');
  });

  it('tabs that switch something drawn elsewhere point at an existing (empty, hidden) panel', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <Tabs
        items={[
          { value: 'all', label: 'All' },
          { value: 'new', label: 'New' },
        ]}
        ariaLabel="Game lists"
        onChange={onChange}
      />,
    );
    const selected = screen.getByRole('tab', { name: 'All' });
    const panel = document.getElementById(selected.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'New' }));
    expect(onChange).toHaveBeenCalledWith('new');
  });
});
