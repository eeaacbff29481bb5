import type { ReactNode } from 'react';

/** The shell's icon frame: a 24-unit stroked SVG (emoji do not render everywhere). Decorative: the label is beside it. */
export function IconSvg({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
