import { Check, Copy, MessageCircle } from "lucide-react";
import { useState } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { inboxCopy } from "~/content/inbox";

const copy = inboxCopy.projects;

/**
 * The customer's new project link, beside the button that made it (issue 30: it was shown once
 * at the top of a page scrolled down), with one tap to copy it and one to send it on WhatsApp,
 * greeted in the customer's language.
 */
export function NewProjectLink({ link, whatsapp }: { link: string; whatsapp: string | null }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-3 grid gap-2 rounded-lg bg-leaf-50 p-3">
      <code className="text-sm break-all text-navy-900" data-testid="project-link">
        {link}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(() => setCopied(true));
          }}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? copy.linkCopied : copy.copyLink}
        </Button>
        {whatsapp ? (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <MessageCircle aria-hidden="true" />
            {copy.whatsappLink}
          </a>
        ) : null}
      </div>
    </div>
  );
}
