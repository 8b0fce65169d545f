import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { callToAction } from "~/content/home";

/** The dark band that asks for the quote: the page's main goal, once more before the end. */
export function CallToActionBand() {
  return (
    <section
      aria-labelledby="call-to-action-heading"
      className="relative isolate overflow-hidden bg-linear-to-br from-navy-900 to-navy-800 py-16 text-white sm:py-20"
    >
      {/* A rising sun drawn in rings behind the buttons. */}
      <div
        aria-hidden="true"
        className="absolute top-1/2 -right-40 -z-10 size-[34rem] -translate-y-1/2 rounded-full border border-sun-300/10 max-lg:top-full"
      >
        <div className="absolute inset-16 rounded-full border border-sun-300/15" />
        <div className="absolute inset-32 rounded-full bg-sun-400/15 blur-2xl" />
      </div>
      <Container className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2
            id="call-to-action-heading"
            className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            {callToAction.heading}
          </h2>
          <p className="mt-4 text-base leading-relaxed text-navy-100 sm:text-lg">
            {callToAction.text}
          </p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row lg:shrink-0">
          <Link
            to={callToAction.primary.to}
            viewTransition
            prefetch="intent"
            className={buttonVariants({ variant: "sun", size: "lg" })}
          >
            {callToAction.primary.label}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
          <Link
            to={callToAction.secondary.to}
            viewTransition
            prefetch="intent"
            className={buttonVariants({ variant: "outline-light", size: "lg" })}
          >
            {callToAction.secondary.label}
          </Link>
        </div>
      </Container>
    </section>
  );
}
