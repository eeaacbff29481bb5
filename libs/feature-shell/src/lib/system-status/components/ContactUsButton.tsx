import { useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit';

export interface ContactUsButtonProps {
  /** Customer-service address; without one the button writes an e-mail to the brand's support. */
  href?: string;
}

/** 'Contact Us' on the maintenance and IP-restriction pages: opens customer service in a small window. */
export function ContactUsButton({ href }: ContactUsButtonProps) {
  const { t } = useLingui();
  const handleClick = () => {
    if (!href) return;
    window.open(href, 'customer-service', 'width=420,height=640,noopener');
  };
  return (
    <Button variant="primary" size="lg" onClick={handleClick} disabled={!href}>
      {t`Contact Us`}
    </Button>
  );
}
