// Fine-line icons for the four values, drawn inline (no icon files): a hallmark stamp, a
// silversmith's hammer, a solitaire ring and a sparkle.
const PATHS = [
  "M12 3.5 19 6v5.5c0 4.3-3 7.6-7 9-4-1.4-7-4.7-7-9V6l7-2.5ZM9 12.5l2 2 4-4.5",
  "M14.5 4.5l5 5-2.2 2.2-5-5 2.2-2.2ZM13.4 8.6 4.5 17.5a1.4 1.4 0 0 0 2 2l8.9-8.9",
  "M12 9.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11ZM9.5 6.5 12 3.5l2.5 3L12 9.5l-2.5-3Z",
  "M12 3.5c.6 4.2 2.3 5.9 6.5 6.5-4.2.6-5.9 2.3-6.5 6.5-.6-4.2-2.3-5.9-6.5-6.5 4.2-.6 5.9-2.3 6.5-6.5ZM18.5 15.5c.2 1.5.8 2.1 2 2.3-1.2.2-1.8.8-2 2.2-.2-1.4-.8-2-2.2-2.2 1.4-.2 2-.8 2.2-2.3Z",
];

export function ValueIcon({ index }: { index: number }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" style={{ color: "var(--c-accent)" }}>
      <path d={PATHS[index % PATHS.length]} fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
