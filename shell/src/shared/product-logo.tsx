/** The QuoteDesk mark: a speech bubble holding a price tag line. */
export function ProductLogo({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="QuoteDesk">
      <rect width="32" height="32" rx="8" fill="var(--qd-primary, #1d4ed8)" />
      <path
        d="M8 10h16v10H14l-4 4v-4H8z"
        fill="none"
        stroke="var(--qd-primary-foreground, #fff)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M12 15h8" stroke="var(--qd-primary-foreground, #fff)" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
