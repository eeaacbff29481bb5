/**
 * Shows a bad brand config in place of the portal: who opens the site (the operator testing a new
 * brand) reads what to fix instead of a blank page. Developer-facing text, so not translated.
 */
export function showBrandConfigError(root: HTMLElement, error: Error): void {
  const panel = document.createElement('main');
  panel.setAttribute('role', 'alert');
  panel.style.cssText =
    'font: 16px/1.5 system-ui, sans-serif; max-width: 72ch; margin: 48px auto; padding: 24px; color: #1f2937; background: #fff7ed; border: 1px solid #fdba74; border-radius: 8px;';
  const title = document.createElement('h1');
  title.textContent = 'This brand cannot start';
  title.style.cssText = 'font-size: 20px; margin: 0 0 12px;';
  const details = document.createElement('pre');
  details.textContent = error.message;
  details.style.cssText = 'white-space: pre-wrap; margin: 0;';
  panel.append(title, details);
  root.replaceChildren(panel);
}
