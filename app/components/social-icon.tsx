import type { SocialNetwork } from "~/lib/content/published-content";

// Simple in-house glyphs for the five networks (the icon set we use has no brand marks).
// Decorative: the link around each icon carries the accessible name.
const glyphs: Record<SocialNetwork, React.ReactNode> = {
  facebook: (
    <path
      fill="currentColor"
      stroke="none"
      d="M14.2 8.2h2.3V4.6h-2.8c-3 0-4.2 1.9-4.2 4.4v1.7H7.2v3.5h2.3V21h3.7v-6.8h2.6l.5-3.5h-3.1V9.4c0-.7.4-1.2 1-1.2z"
    />
  ),
  twitter: (
    <path
      fill="currentColor"
      stroke="none"
      d="M21.5 6.3c-.7.3-1.4.5-2.2.6.8-.5 1.4-1.2 1.7-2.1-.8.4-1.6.8-2.4.9a3.9 3.9 0 0 0-6.6 3.5A11 11 0 0 1 4 5.2a3.9 3.9 0 0 0 1.2 5.2c-.6 0-1.2-.2-1.8-.5 0 1.9 1.3 3.5 3.1 3.8-.6.2-1.2.2-1.8.1a3.9 3.9 0 0 0 3.6 2.7A7.8 7.8 0 0 1 2.5 18a11 11 0 0 0 6 1.7c7.2 0 11.1-6 11.1-11.1v-.5c.8-.5 1.4-1.2 1.9-1.8z"
    />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </>
  ),
  linkedin: (
    <path
      fill="currentColor"
      stroke="none"
      d="M6.9 9H3.6v11h3.3V9zM5.3 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8zM20.4 13.4c0-3-1.6-4.6-4-4.6-1.9 0-2.8 1-3.2 1.8V9H9.9v11h3.3v-5.8c0-1.5.5-2.6 2-2.6s1.9 1.2 1.9 2.7V20h3.3v-6.6z"
    />
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path fill="currentColor" stroke="none" d="M10 9.2v5.6l4.8-2.8z" />
    </>
  ),
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {glyphs[network]}
    </svg>
  );
}
