import { useLingui } from '@lingui/react/macro';
import { ContactUsButton } from './ContactUsButton';
import { StatusPage } from './StatusPage';

export interface MaintenancePageProps {
  message?: string;
  contactHref?: string;
}

const WrenchIcon = () => (
  <svg width="64" height="64" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
  </svg>
);

/** System status 1 (docs/product/shell-and-navigation.md). */
export function MaintenancePage({ message, contactHref }: MaintenancePageProps) {
  const { t } = useLingui();
  return (
    <StatusPage icon={<WrenchIcon />} title={t`System Maintenance`} subtitle={t`RESTRICTION OF VISIT`}>
      <p>{message || t`We are improving the portal. Please come back shortly.`}</p>
      <ContactUsButton href={contactHref} />
    </StatusPage>
  );
}
