/** The club crest, drawn inline (no remote image). Decorative: the link text names it. */
export function Crest({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path d="M20 2 36 8v12c0 9-7 15-16 18C11 35 4 29 4 20V8z" fill="#0b1d3a" stroke="#f2b705" strokeWidth="2" />
      <path d="M12 14h16M20 10v20M13 24l7 5 7-5" stroke="#f2b705" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
