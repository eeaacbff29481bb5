export interface PasswordVisibilityIconProps {
  visible: boolean;
}

/** Eye / crossed eye, decorative. */
export function PasswordVisibilityIcon({ visible }: PasswordVisibilityIconProps) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {visible ? null : <path d="M3 3l18 18" />}
    </svg>
  );
}
