/** The account cards' emblem: a solitaire ring in line art. Decorative. */
export function AuthMark({ className }: { className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        <circle cx="12" cy="15" r="6" />
        <path d="M9.5 5.5 12 3l2.5 2.5L12 8.5z" />
        <path d="M12 8.5V9" />
      </svg>
    </span>
  );
}
