/**
 * A drawn street map in the shop's silver tones: the map card's face before Google's map is
 * asked for. Decorative and local (no request); the address is in text beside it.
 */
export function MapArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 480 320" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="480" height="320" fill="#eef1f4" />
      {/* A park and a lake */}
      <rect x="22" y="18" width="128" height="96" rx="14" fill="#e1e9e3" />
      <circle cx="62" cy="52" r="9" fill="#d3ded6" />
      <circle cx="104" cy="78" r="12" fill="#d3ded6" />
      <path d="M330 250c30-24 78-30 120-12 14 6 30 8 30 8v74H300c4-30 12-52 30-70Z" fill="#dde6ee" />
      {/* City blocks */}
      <g fill="#e3e7eb">
        <rect x="176" y="18" width="96" height="96" rx="8" />
        <rect x="298" y="18" width="72" height="96" rx="8" />
        <rect x="396" y="18" width="72" height="96" rx="8" />
        <rect x="22" y="180" width="128" height="58" rx="8" />
        <rect x="176" y="180" width="96" height="118" rx="8" />
        <rect x="298" y="180" width="72" height="52" rx="8" />
        <rect x="396" y="180" width="72" height="40" rx="8" />
        <rect x="22" y="262" width="128" height="50" rx="8" />
      </g>
      {/* Streets: MG Road across, two cross streets and a diagonal */}
      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d="M-10 147H490" strokeWidth="22" />
        <path d="M161 -10V330M285 -10V330" strokeWidth="12" />
        <path d="M383 -10V330M161 250H490" strokeWidth="7" />
        <path d="M-10 300L150 160" strokeWidth="9" />
      </g>
      <path d="M-10 147H490" stroke="#d5dae0" strokeWidth="1" strokeDasharray="10 10" />
      <text x="34" y="140" fontSize="11" fill="#7b838c" letterSpacing="2" fontFamily="ui-sans-serif, system-ui, sans-serif">
        MG ROAD
      </text>
    </svg>
  );
}
