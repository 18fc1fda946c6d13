/** The jewellery outline shown where a picture is missing or failed ('Image Not Found'). */
export function ImagePlaceholder({ label, text, className, size = 40 }: { label: string; text?: string; className?: string; size?: number }) {
  return (
    <div className={className} role="img" aria-label={label}>
      <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
        <circle cx="24" cy="28" r="13" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M18 10l6-5 6 5-6 6z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {text ? <span>{text}</span> : null}
    </div>
  );
}
