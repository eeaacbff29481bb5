import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Drawer } from '../Drawer';

function DrawerHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} ariaLabel="Main menu" closeLabel="Close menu">
        <a href="#home">Home</a>
        <a href="#promotions">Promotions</a>
      </Drawer>
    </>
  );
}

/** A finger's drag on an element (jsdom has no PointerEvent constructor with coordinates on every version: a MouseEvent carries them). */
function drag(element: Element, from: number, to: number) {
  const pointer = (type: string, x: number) => {
    const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: 100 });
    Object.assign(event, { pointerId: 1, pointerType: 'touch' });
    element.dispatchEvent(event);
  };
  act(() => {
    pointer('pointerdown', from);
    for (let x = from; x >= to; x -= 20) pointer('pointermove', x);
    pointer('pointerup', to);
  });
}

describe('Drawer', () => {
  it('opens as a named dialog with focus inside, and gives focus back on Escape', async () => {
    renderWithTheme(<DrawerHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Main menu' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus());
  });

  it('closes with its close button', async () => {
    renderWithTheme(<DrawerHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when a finger swipes it towards its edge, and stays open after a short drag', async () => {
    renderWithTheme(<DrawerHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('dialog', { name: 'Main menu' }).parentElement as HTMLElement;
    Object.defineProperty(panel, 'offsetWidth', { value: 300 });
    // A slow, short drag (under 30 % of the width) springs back.
    const slow = (type: string, x: number, t: number) => {
      const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: 100 });
      Object.assign(event, { pointerId: 2, pointerType: 'touch' });
      Object.defineProperty(event, 'timeStamp', { value: t });
      panel.dispatchEvent(event);
    };
    act(() => {
      slow('pointerdown', 250, 0);
      slow('pointermove', 230, 400);
      slow('pointermove', 200, 800);
      slow('pointerup', 200, 1200);
    });
    expect(screen.getByRole('dialog', { name: 'Main menu' })).toBeInTheDocument();
    expect(panel.style.transform).toBe('');
    drag(panel, 250, 50);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps a swipe going when its owner renders again in the middle of it', async () => {
    // A new callback each render, as an owner writes it inline.
    function Owner({ tick }: { tick: number }) {
      const [open, setOpen] = useState(true);
      return (
        <Drawer open={open} onClose={() => setOpen(false)} ariaLabel="Main menu" closeLabel="Close menu">
          <a href="#home" data-tick={tick}>
            Home
          </a>
        </Drawer>
      );
    }
    const { rerender } = renderWithTheme(<Owner tick={0} />);
    const panel = screen.getByRole('dialog', { name: 'Main menu' }).parentElement as HTMLElement;
    Object.defineProperty(panel, 'offsetWidth', { value: 300 });
    const pointer = (type: string, x: number) => {
      const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: 100 });
      Object.assign(event, { pointerId: 3, pointerType: 'touch' });
      panel.dispatchEvent(event);
    };
    act(() => {
      pointer('pointerdown', 250);
      pointer('pointermove', 200);
    });
    rerender(<Owner tick={1} />);
    act(() => {
      pointer('pointermove', 100);
      pointer('pointerup', 50);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ignores a mouse drag', async () => {
    renderWithTheme(<DrawerHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('dialog', { name: 'Main menu' }).parentElement as HTMLElement;
    fireEvent.pointerDown(panel, { clientX: 250, clientY: 100, pointerType: 'mouse' });
    fireEvent.pointerMove(panel, { clientX: 20, clientY: 100, pointerType: 'mouse' });
    fireEvent.pointerUp(panel, { clientX: 20, clientY: 100, pointerType: 'mouse' });
    expect(screen.getByRole('dialog', { name: 'Main menu' })).toBeInTheDocument();
  });
});
