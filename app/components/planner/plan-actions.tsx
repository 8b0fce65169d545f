import { MessageCircle, Send } from "lucide-react";
import { cn } from "~/lib/cn";
import { pagePaths } from "~/content/pages";
import { localePath, type Locale } from "~/lib/i18n/locale";
import { quotePlanParam } from "~/lib/quote-plan-param";
import type { PlannerWords } from "./plan-words";

// The buttons' look (ui/button.tsx), but their labels may wrap on a narrow phone.
const action =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-6 py-2.5 text-center text-base font-semibold transition-colors [&_svg]:size-4 [&_svg]:shrink-0";

/** Where a plan goes next: to our engineer with a quote request, or to WhatsApp. */
export function PlanActions({
  locale,
  copy,
  query,
  shareUrl,
}: {
  locale: Locale;
  copy: PlannerWords["actions"];
  query: string;
  shareUrl: string;
}) {
  const quoteHref = `${localePath(locale, pagePaths.quoteRequest)}?${new URLSearchParams({ [quotePlanParam]: query })}`;
  const whatsappHref = `https://wa.me/?text=${encodeURIComponent(copy.whatsappText(shareUrl))}`;
  return (
    <div className="grid gap-3 rounded-xl bg-navy-50 p-4 ring-1 ring-navy-100 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a
          href={quoteHref}
          className={cn(action, "bg-sun-500 text-navy-950 shadow-sm hover:bg-sun-400")}
          data-testid="plan-to-quote"
        >
          <Send aria-hidden="true" />
          {copy.toEngineer}
        </a>
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(action, "border-2 border-navy-800 text-navy-800 hover:bg-navy-50")}
          data-testid="plan-whatsapp"
        >
          <MessageCircle aria-hidden="true" />
          {copy.whatsapp}
        </a>
      </div>
      <p className="text-sm text-navy-700">
        {copy.toEngineerHint} {copy.copyHint}
      </p>
    </div>
  );
}
