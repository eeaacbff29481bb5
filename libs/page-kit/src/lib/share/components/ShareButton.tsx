import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@portal/ui-kit';

export interface ShareButtonProps {
  /** The address shared. */
  url: string;
  /** The share sheet's title and text (the app the player shares to shows them with the link). */
  title: string;
  text?: string;
  /** What is shared, for the accessible name ("Share the invitation link"). */
  label: string;
  size?: ButtonProps['size'];
}

const canShare = (url: string) =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare({ url }));

/**
 * Opens the phone's share sheet (WhatsApp, Telegram, SMS…) with a link, where the browser has one
 * (`navigator.share`); nothing where it has not (most desktops): the copy button beside it does
 * the job there (docs/product/phone-layout.md "Centres").
 */
export function ShareButton({ url, title, text, label, size = 'sm' }: ShareButtonProps) {
  const { t } = useLingui();
  if (!canShare(url)) return null;
  const handleShare = () => {
    // Closing the share sheet rejects with AbortError: nothing to say.
    navigator.share({ title, text, url }).catch(() => undefined);
  };
  return (
    <Button size={size} variant="secondary" onClick={handleShare} aria-label={label}>
      {t`Share`}
    </Button>
  );
}
