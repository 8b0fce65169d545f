import { Share2 } from "lucide-react";
import { CustomerCard } from "~/components/private-links/customer-card";
import type { ReferralCopy } from "~/content/copy/en/referrals";
import { fill } from "~/lib/i18n/fill";

// The customer's referral link on their project page (issue 36): plain forms, no script.

export interface ShownReferralCard {
  words: ReferralCopy["card"];
  /** The link to share, absolute. */
  link: string;
  /** WhatsApp's share page with the message and the link filled in. */
  whatsappHref: string;
  showFirstName: boolean;
  firstName: string;
}

const button =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 font-bold focus-visible:ring-4 focus-visible:ring-navy-400 focus-visible:outline-none";

export function ReferralCard({
  card,
  done,
}: {
  card: ShownReferralCard;
  /** What the last post did. */
  done?: "saved" | "renewed";
}) {
  const { words } = card;
  return (
    <CustomerCard id="project-referral" heading={words.heading}>
      <p className="mt-2 text-navy-800">{words.intro}</p>
      {done ? (
        <p role="status" className="mt-3 rounded-lg bg-leaf-50 p-3 font-semibold text-leaf-800">
          {done === "saved" ? words.saved : words.renewed}
        </p>
      ) : null}
      <div className="mt-3 grid gap-1">
        <label htmlFor="referral-link" className="text-sm font-semibold text-navy-900">
          {words.linkLabel}
        </label>
        <input
          id="referral-link"
          readOnly
          value={card.link}
          className="w-full min-w-0 rounded-lg border border-navy-200 bg-navy-50 px-3 py-2 text-sm text-navy-900 focus-visible:ring-4 focus-visible:ring-sun-400 focus-visible:outline-none"
        />
      </div>
      <a
        href={card.whatsappHref}
        rel="noopener noreferrer"
        target="_blank"
        className={`${button} mt-3 bg-leaf-700 text-white`}
      >
        <Share2 aria-hidden="true" className="size-5" />
        {words.whatsapp}
      </a>
      <form method="post" className="mt-4 grid gap-2">
        <input type="hidden" name="intent" value="referral-name" />
        <label className="flex items-start gap-2 text-navy-800">
          <input
            type="checkbox"
            name="show"
            value="yes"
            defaultChecked={card.showFirstName}
            className="mt-1 size-5 shrink-0"
          />
          {fill(words.showName, { name: card.firstName })}
        </label>
        <p className="text-sm text-navy-700">{words.private}</p>
        <button type="submit" className={`${button} justify-self-start bg-navy-100 text-navy-900`}>
          {words.save}
        </button>
      </form>
      <form method="post" className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1">
        <input type="hidden" name="intent" value="referral-renew" />
        <button type="submit" className={`${button} bg-navy-100 text-navy-900`}>
          {words.renew}
        </button>
        <span className="text-sm text-navy-700">{words.renewHint}</span>
      </form>
    </CustomerCard>
  );
}
