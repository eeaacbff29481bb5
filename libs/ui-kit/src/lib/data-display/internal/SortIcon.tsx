export function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M6 1.5 9 5H3z" fill="currentColor" opacity={direction === 'ascending' ? 1 : 0.35} />
      <path d="M6 10.5 3 7h6z" fill="currentColor" opacity={direction === 'descending' ? 1 : 0.35} />
    </svg>
  );
}
