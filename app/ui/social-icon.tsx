import { Globe, MessageCircle } from "lucide-react";

/** The networks drawn below; any other link gets a globe. */
const BRAND_OUTLINES = new Set(["Facebook", "YouTube", "Instagram"]);

/**
 * The icon of one of the church's social links (contract/church.ts), by the network's name. lucide-react 1.x has no
 * brand icons any more, so the three brand outlines are drawn here in lucide's style (24 x 24,
 * stroke 2, currentColor); WhatsApp uses lucide's chat bubble. Decorative: label the link itself.
 */
export function SocialIcon({ network, className = "h-5 w-5" }: { network: string; className?: string }) {
  if (network === "WhatsApp") return <MessageCircle aria-hidden="true" className={className} />;
  if (!BRAND_OUTLINES.has(network)) return <Globe aria-hidden="true" className={className} />;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {network === "Facebook" ? <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" /> : null}
      {network === "YouTube" ? (
        <>
          <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
          <path d="m10 15 5-3-5-3z" />
        </>
      ) : null}
      {network === "Instagram" ? (
        <>
          <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
          <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
          <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
        </>
      ) : null}
    </svg>
  );
}
