/** The company's mark: a rising sun over a solar panel. Decorative next to the name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <circle cx="20" cy="15" r="7" fill="#f59e0b" />
      <g stroke="#f59e0b" strokeWidth="2.4" strokeLinecap="round">
        <path d="M20 2.5v3M8.5 7.5l2.1 2.1M31.5 7.5l-2.1 2.1M4 17h3M33 17h3" />
      </g>
      <path d="M7 24h26l3 12H4z" fill="#0b1d3a" />
      <path d="M13.5 24l-1.5 12M26.5 24l1.5 12M5.6 30h28.8" stroke="#8ea8d1" strokeWidth="1.2" />
    </svg>
  );
}
