import Link2 from "lucide-react/icons/link-2";
import MessageCircle from "lucide-react/icons/message-circle";
import Share2 from "lucide-react/icons/share-2";
import { useState } from "react";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { whatsAppShareUrl } from "#contract/share";

const BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 transition hover:bg-brand-50 dark:text-slate-100 dark:ring-brand-600 dark:hover:bg-brand-800";

/**
 * Sharing a post or a sermon, with no third-party script: Share on WhatsApp (a wa.me
 * link with the title and the canonical URL, a plain link that works without JavaScript), Share
 * through the phone's own share sheet where the browser has one, and Copy link. The last two
 * need JavaScript, so they appear once the page runs.
 */
export function ShareLinks({ title, url, className = "" }: { title: string; url: string; className?: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const canShare = hydrated && typeof navigator.share === "function";
  const canCopy = hydrated && typeof navigator.clipboard?.writeText === "function";

  const share = () => {
    navigator.share({ title, url }).catch(() => undefined); // dismissed by the visitor: nothing to say
  };
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied("copied"),
      () => setCopied("failed"),
    );
  };

  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`} role="group" aria-label="Share">
      <a href={whatsAppShareUrl(title, url)} target="_blank" rel="noopener noreferrer" className={BUTTON}>
        <MessageCircle aria-hidden="true" className="h-4 w-4" />
        Share on WhatsApp
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {canShare ? (
        <button type="button" onClick={share} className={BUTTON}>
          <Share2 aria-hidden="true" className="h-4 w-4" />
          Share
        </button>
      ) : null}
      {canCopy ? (
        <button type="button" onClick={copy} className={BUTTON}>
          <Link2 aria-hidden="true" className="h-4 w-4" />
          Copy link
        </button>
      ) : null}
      <span role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {copied === "copied" ? "Link copied." : copied === "failed" ? "Could not copy the link." : ""}
      </span>
    </div>
  );
}
