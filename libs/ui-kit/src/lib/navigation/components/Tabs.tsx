import { useEffect, useRef, useState, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useHover, useTab, useTabList, useTabPanel } from 'react-aria';
import { Item, useTabListState, type Key, type Node, type TabListState } from 'react-stately';
import styled, { css } from 'styled-components';

export interface TabItem<TValue extends string = string> {
  value: TValue;
  label: ReactNode;
  /** Panel content; leave it out when the tabs only switch something rendered elsewhere. */
  content?: ReactNode;
  disabled?: boolean;
}

export type TabsVariant = 'underline' | 'pill';

export interface TabsProps<TValue extends string = string> {
  items: readonly TabItem<TValue>[];
  /** Controlled selection. */
  value?: TValue;
  /** Initial selection when uncontrolled (defaults to the first enabled tab). */
  defaultValue?: TValue;
  onChange?: (value: TValue) => void;
  /** Accessible name of the tab list. */
  ariaLabel?: string;
  variant?: TabsVariant;
  /** Tabs share the whole width. */
  fullWidth?: boolean;
  /** Keep inactive panels mounted (hidden), e.g. to preserve form state. */
  keepMounted?: boolean;
  className?: string;
}

const StyledTabs = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledTabList = styled.div<{ $variant: TabsVariant; $fullWidth: boolean }>`
  display: flex;
  /* More tabs than the width (a phone): the row scrolls sideways in its own box, the page never does. */
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  gap: ${({ theme, $variant }) => ($variant === 'pill' ? theme.spacing(1) : theme.spacing(6))};

  &::-webkit-scrollbar {
    display: none;
  }

  ${({ theme, $variant }) =>
    $variant === 'underline'
      ? css`
          border-bottom: 1px solid ${theme.component.tabs.border};
        `
      : css`
          padding: ${theme.spacing(1)};
          border-radius: ${theme.radius.lg};
          background: ${theme.color.surface.sunken};
        `}
  ${({ $fullWidth }) =>
    $fullWidth &&
    css`
      & > * {
        flex: 1;
      }
    `}
`;

const StyledTab = styled.div<{ $variant: TabsVariant }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: ${({ theme, $variant }) => ($variant === 'pill' ? theme.spacing(9) : theme.spacing(11))};
  padding: ${({ theme, $variant }) => ($variant === 'pill' ? theme.spacing(0, 4) : theme.spacing(0, 1))};
  border-radius: ${({ theme, $variant }) => ($variant === 'pill' ? theme.radius.md : '0')};
  background: ${({ theme }) => theme.component.tabs.pillBackground};
  color: ${({ theme }) => theme.component.tabs.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  flex-shrink: 0;
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  transition: color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &[data-hovered]:not([data-disabled]) {
    color: ${({ theme }) => theme.color.text.primary};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.disabled};
  }

  &[data-selected] {
    color: ${({ theme }) => theme.component.tabs.textActive};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    ${({ theme, $variant }) =>
      $variant === 'pill' &&
      css`
        background: ${theme.component.tabs.pillBackgroundActive};
      `}
  }

  ${({ theme, $variant }) =>
    $variant === 'underline' &&
    css`
      &::after {
        content: '';
        position: absolute;
        right: 0;
        bottom: -1px;
        left: 0;
        height: 2px;
        border-radius: ${theme.radius.pill};
        background: transparent;
      }

      &[data-selected]::after {
        background: ${theme.component.tabs.indicator};
      }
    `}
`;

const StyledTabPanel = styled.div`
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 4px;
  }
`;

/** Scrolls a tab row that is wider than its box so that its selected tab is in view. */
function showSelectedTab(list: HTMLElement | null) {
  const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
  const left = tab.getBoundingClientRect().left - list.getBoundingClientRect().left;
  if (left < 0 || left + tab.offsetWidth > list.clientWidth) list.scrollLeft = Math.max(0, list.scrollLeft + left - 16);
}

function Tab<TValue extends string>({ node, state, variant }: { node: Node<TabItem<TValue>>; state: TabListState<TabItem<TValue>>; variant: TabsVariant }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabProps, isSelected, isDisabled } = useTab({ key: node.key }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return (
    <StyledTab
      {...mergeProps(tabProps, focusProps, hoverProps)}
      ref={ref}
      $variant={variant}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
    >
      {node.rendered}
    </StyledTab>
  );
}

const EMPTY_PANEL = { current: null };

/** The panel of the tab `id`; hidden unless its tab is selected (kept mounted then, or an empty panel the tabs point at). */
function TabPanel<TValue extends string>({ id, state, children }: { id: TValue; state: TabListState<TabItem<TValue>>; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // react-aria looks for a tabbable child (a layout effect that sets state) only in a panel with
  // content: an empty one keeps tabIndex 0, and showing the page does not render it twice.
  const { tabPanelProps } = useTabPanel({ id }, state, children === undefined ? EMPTY_PANEL : ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <StyledTabPanel
      {...mergeProps(tabPanelProps, focusProps)}
      ref={ref}
      hidden={state.selectedKey !== id || children === undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </StyledTabPanel>
  );
}

/**
 * Tabs on react-aria's hooks (the WAI-ARIA tabs pattern: one tab stop, arrow keys, Home and End move
 * and select). Controlled with `value` + `onChange`, or uncontrolled with `defaultValue`. Where the
 * row is wider than its box (a phone) it scrolls sideways and keeps the selected tab in view.
 * The hooks, not react-aria-components' Tabs: those build their collection and run an entry
 * animation in layout effects, each a synchronous second render when a page shows
 * (docs/product/performance.md "A page's reveal renders once").
 */
export function Tabs<TValue extends string = string>({
  items,
  value,
  defaultValue,
  onChange,
  ariaLabel,
  variant = 'underline',
  fullWidth = false,
  keepMounted = false,
  className,
}: TabsProps<TValue>) {
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  const selectable = (key: TValue | undefined) => (items.some((item) => item.value === key && !item.disabled) ? key : firstEnabled);
  const hasPanels = items.some((item) => item.content !== undefined);
  const listRef = useRef<HTMLDivElement>(null);
  const controlled = value !== undefined ? selectable(value) : undefined;

  // A row wider than its box (a phone) scrolls so the selected tab shows, also when a link opens a later tab.
  // Not when the row first shows with its first tab selected: it is in view, and measuring would
  // lay out the whole page in the task that shows it.
  const [startsOnFirst] = useState(() => (controlled ?? selectable(defaultValue)) === items[0]?.value);
  const shown = useRef(false);
  useEffect(() => {
    const first = !shown.current;
    shown.current = true;
    if (!(first && startsOnFirst)) showSelectedTab(listRef.current);
  }, [controlled, startsOnFirst]);

  const handleChange = (key: Key | null) => {
    if (key === null) return;
    onChange?.(key as TValue);
    requestAnimationFrame(() => showSelectedTab(listRef.current));
  };

  const state = useTabListState<TabItem<TValue>>({
    items,
    children: (item) => <Item key={item.value}>{item.label}</Item>,
    ...(value !== undefined ? { selectedKey: controlled } : { defaultSelectedKey: selectable(defaultValue) }),
    onSelectionChange: handleChange,
    disabledKeys: items.filter((item) => item.disabled).map((item) => item.value),
  });
  const { tabListProps } = useTabList({ 'aria-label': ariaLabel }, state, listRef);
  const selected = state.selectedKey as TValue | null;

  return (
    <StyledTabs className={className}>
      <StyledTabList {...tabListProps} ref={listRef} $variant={variant} $fullWidth={fullWidth}>
        {[...state.collection].map((node) => (
          <Tab key={node.key} node={node} state={state} variant={variant} />
        ))}
      </StyledTabList>
      {hasPanels && keepMounted
        ? items.map((item) => (
            <TabPanel key={item.value} id={item.value} state={state}>
              {item.content}
            </TabPanel>
          ))
        : // The selected tab's panel; tabs that switch something drawn elsewhere still name one (aria-controls), an empty one.
          selected !== null && (
            <TabPanel key={selected} id={selected} state={state}>
              {items.find((item) => item.value === selected)?.content}
            </TabPanel>
          )}
    </StyledTabs>
  );
}
