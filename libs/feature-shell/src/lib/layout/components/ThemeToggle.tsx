import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { themeModeState } from '@portal/data-access';
import { Button } from '@portal/ui-kit';
import { useAtom } from 'jotai';
import { FrameIcon } from '../../icons/components/FrameIcon';

/** The header's theme area: switches dark/light, stored locally, no reload. */
export function ThemeToggle() {
  const { t } = useLingui();
  const brand = useBrand();
  const [stored, setStored] = useAtom(themeModeState);
  const mode = stored ?? brand.defaultTheme;
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={mode === 'light'}
      onClick={() => setStored(next)}
      aria-label={t`Light theme`}
      title={next === 'light' ? t`Switch to light theme` : t`Switch to dark theme`}
    >
      <FrameIcon name={mode === 'dark' ? 'moon' : 'sun'} />
    </Button>
  );
}
