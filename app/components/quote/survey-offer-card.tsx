import { CalendarCheck } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import type { SurveyCopy } from "~/content/copy/en/survey";

/**
 * After a quote request is stored: the way to book the free site survey, a private link made
 * for this request alone (issue 20). Shown on the answer, with JavaScript and without.
 */
export function SurveyOfferCard({ href, copy }: { href: string; copy: SurveyCopy["offer"] }) {
  return (
    <section
      aria-labelledby="survey-offer-heading"
      data-testid="survey-offer"
      className="rounded-2xl border-2 border-sun-400 bg-white p-6 shadow-sm"
    >
      <h2
        id="survey-offer-heading"
        className="flex items-center gap-2 text-xl font-extrabold text-navy-900"
      >
        <CalendarCheck aria-hidden="true" className="size-6 shrink-0 text-sun-600" />
        {copy.title}
      </h2>
      <p className="mt-2 leading-relaxed text-navy-700">{copy.text}</p>
      {/* The address carries the token: it is never sent on as a referrer. */}
      <a
        href={href}
        rel="noreferrer"
        className={buttonVariants({ variant: "sun", className: "mt-4" })}
      >
        {copy.link}
      </a>
    </section>
  );
}
