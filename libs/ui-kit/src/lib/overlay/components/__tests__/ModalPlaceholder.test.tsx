import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { Modal } from '../Modal';
import { ModalPlaceholder } from '../ModalPlaceholder';

describe('ModalPlaceholder', () => {
  it('dims the page from document.body, hidden from assistive technology; says it shows; a tap on it gives up', async () => {
    const onShown = vi.fn();
    const onDismiss = vi.fn();
    const { container } = renderWithTheme(<ModalPlaceholder onShown={onShown} onDismiss={onDismiss} />);
    const placeholder = document.body.querySelector('[data-portal-modal-placeholder]') as HTMLElement;
    expect(container).not.toContainElement(placeholder);
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(placeholder).position).toBe('fixed');
    expect(onShown).toHaveBeenCalledTimes(1);
    await userEvent.click(placeholder);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('the modal that opens over it does not fade its backdrop in a second time', () => {
    renderWithTheme(
      <Modal open onClose={() => undefined} title="Games" backdropShown>
        <p>Tiles</p>
      </Modal>,
    );
    const backdrop = screen.getByRole('dialog').closest('[data-portal-modal-backdrop]') as HTMLElement;
    // Its own rules (not those under the reduced-motion query): the fade is switched off.
    const ownRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && [...backdrop.classList].some((name) => rule.selectorText.includes(`.${name}`)))
      .map((rule) => rule.cssText)
      .join('\n');
    expect(ownRules).toMatch(/animation: none/);
  });
});
