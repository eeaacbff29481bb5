import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { pickLocalizedText, type BrandConfig } from '@portal/brand';
import { memberCentreHref } from '@portal/page-kit';
import { toast } from '@portal/ui-kit/toast';

/** Lasts long enough to read; the player can dismiss it earlier. */
const RISK_NOTICE_MS = 20_000;

/** Calls `show` once no dialog is open (at once if none is). */
function whenNoDialogIsOpen(show: () => void): void {
  const open = () => document.querySelector('[role="dialog"]') !== null;
  if (!open()) {
    show();
    return;
  }
  const observer = new MutationObserver(() => {
    if (open()) return;
    observer.disconnect();
    show();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * The login's risk notice: the brand's risk-of-harm warning, with a way to the responsible-gaming
 * page, once no dialog is open: the login's own closing, the first login's new password, a second
 * step. Shown over one, it would cover its fields and buttons for its 20 seconds
 * (docs/product/accessibility-and-locale.md "Announcements"). Not cancelled by anything: the login
 * happened once, and so does its notice.
 */
export function showRiskNotice(i18n: I18n, brand: BrandConfig, navigate: (to: string) => void): void {
  const warning =
    pickLocalizedText(brand.responsibleGaming?.riskWarning, i18n.locale, brand.defaultLanguage) ??
    t(i18n)`Gambling involves a risk of financial loss and can be addictive. Only play with money you can afford to lose. 18+ only.`;
  whenNoDialogIsOpen(() =>
    toast(t(i18n)`Play responsibly`, {
      id: 'risk-warning',
      tone: 'warning',
      description: warning,
      duration: RISK_NOTICE_MS,
      // The member centre's page over the route the player is on when pressing it (this code loads
      // with the first login, so the address builder stays out of everyone's first screen).
      action: { label: t(i18n)`Set limits`, onPress: () => navigate(memberCentreHref(window.location, 'responsibleGaming')) },
    }),
  );
}
