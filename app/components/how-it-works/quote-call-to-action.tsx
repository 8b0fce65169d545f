import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { processPage } from "~/content/process";

/** The page's closing band: start with a free quote. */
export function QuoteCallToAction() {
  const { closing } = processPage;
  return (
    <Section tone="dark" aria-labelledby="process-cta-heading" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-24 size-80 rounded-full bg-sun-500/15 blur-3xl"
      />
      <div className="relative mx-auto max-w-2xl text-center">
        <h2
          id="process-cta-heading"
          className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          {closing.heading}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-navy-100">{closing.text}</p>
        <Link
          to="/quote-request"
          viewTransition
          prefetch="intent"
          className={buttonVariants({ variant: "sun", size: "lg", className: "mt-8" })}
        >
          {closing.cta}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </Section>
  );
}
