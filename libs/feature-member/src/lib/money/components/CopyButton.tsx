import { useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit';
import { useEffect, useState } from 'react';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** What is copied, for the accessible name ("Copy PIX code"). */
  label: string;
}

/** Copies a value (PIX code, account number, reference) and says so for two seconds. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2_000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Button size="sm" variant="secondary" onClick={() => void handleCopy()} aria-label={label}>
      <span aria-live="polite">{state === 'copied' ? t`Copied` : state === 'failed' ? t`Copy failed: select the text` : t`Copy`}</span>
    </Button>
  );
}
