import { useLingui } from '@lingui/react/macro';
import { portalAlertState, useSessionHandover } from '@portal/data-access';
import { useSetAtom } from 'jotai';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { StartFrame } from '../../app/components/StartFrame';
import { lazyComponent } from '@portal/page-kit/chunks';

const PortalAlertHost = lazyComponent(() => import('../../alert/components/PortalAlertHost'), 'PortalAlertHost');

export interface SessionHandoverGateProps {
  children: ReactNode;
}

/**
 * A session token handed over in the URL (docs/product/accounts-and-auth.md "Token in the URL"):
 * while the platform confirms it, the start frame shows (no flash of
 * the logged-out portal); then the player chooses, logged in or not, before the portal goes on
 * (nothing of the page the link names, such as a centre overlay, opens behind the question for
 * the wrong account); a refused token says so.
 */
export function SessionHandoverGate({ children }: SessionHandoverGateProps) {
  const { t } = useLingui();
  const handover = useSessionHandover();
  const setAlert = useSetAtom(portalAlertState);
  // The question answered (the switch may still be under way): not asked again when the effect
  // runs once more before the handover settles (a new `t` as a catalog loads), which left the
  // answered question open under the page the link named.
  const answered = useRef<typeof handover | null>(null);

  useEffect(() => {
    if (handover.status === 'consent' && answered.current !== handover) {
      const handed = handover.handedAccount;
      const current = handover.currentAccount;
      // Asked every time, logged in or not: a link must never sign anyone in without their choice (login CSRF).
      const labels = current
        ? {
            title: t`Switch account?`,
            message: t`This link logs you in as ${handed}. You are logged in as ${current}. Switch accounts only if you opened this link yourself.`,
            confirmLabel: t`Switch account`,
            cancelLabel: t`Stay logged in`,
          }
        : {
            title: t`Log in with this link?`,
            message: t`This link logs you in as ${handed}. Log in only if you opened this link yourself.`,
            confirmLabel: t`Log in`,
            cancelLabel: t`Not now`,
          };
      setAlert({
        tone: 'confirm',
        // Short labels (the message names the accounts): a username in a button can outgrow the dialog.
        ...labels,
        onConfirm: () => {
          answered.current = handover;
          void handover.accept();
        },
        onDismiss: () => {
          answered.current = handover;
          handover.decline();
        },
      });
    } else if (handover.status === 'invalid') {
      setAlert({
        tone: 'warning',
        title: t`Login link not valid`,
        message: t`This login link is invalid or has expired. Please log in again.`,
      });
    }
  }, [handover, setAlert, t]);

  // Until the platform has answered, even over a session: the page the link names must not open for the current account first.
  if (handover.status === 'checking') return <StartFrame />;
  if (handover.status === 'consent') {
    return (
      <>
        <StartFrame />
        <Suspense fallback={null}>
          <PortalAlertHost />
        </Suspense>
      </>
    );
  }
  return <>{children}</>;
}
