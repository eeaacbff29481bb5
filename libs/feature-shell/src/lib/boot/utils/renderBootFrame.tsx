import type { BrandConfig } from '@portal/brand';
import { portalCssVariableTheme } from '@portal/ui-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import { BOOT_FRAME_ID } from '../../app/utils/bootFramePlan';
import { BootFrame } from '../components/BootFrame';

/**
 * The boot frame as the brand's build writes it into index.html: its markup (an element of id
 * `BOOT_FRAME_ID`) and its styles, rendered with the portal's components and theme (the `var()`
 * theme, so the frame follows the mode index.html names). Its rules apply inside the frame only.
 */
export function renderBootFrame(brand: Pick<BrandConfig, 'logo' | 'appIcon'>): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(
        <div id={BOOT_FRAME_ID} aria-hidden="true">
          <StyleSheetManager namespace={`#${BOOT_FRAME_ID}`}>
            <ThemeProvider theme={portalCssVariableTheme}>
              <BootFrame brand={brand} />
            </ThemeProvider>
          </StyleSheetManager>
        </div>,
      ),
    );
    // The rules alone: not styled-components' markers for rehydrating a server render (the portal renders anew).
    const css = [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map(([, rules]) => rules)
      .join('')
      .replace(/\/\*!sc\*\//g, '')
      .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
      .replace(/\n/g, '');
    return { html, css };
  } finally {
    sheet.seal();
  }
}
