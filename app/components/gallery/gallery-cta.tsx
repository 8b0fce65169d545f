import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { galleryText } from "~/content/gallery";
import { pages } from "~/content/pages";

/** The invitation after the projects: a quote for the visitor's own roof. */
export function GalleryCta() {
  const copy = galleryText.cta;
  return (
    <Section tone="tint" aria-labelledby="gallery-cta-heading">
      <div className="mx-auto max-w-3xl text-center">
        <h2
          id="gallery-cta-heading"
          className="text-3xl font-extrabold tracking-tight text-balance text-navy-900 sm:text-4xl"
        >
          {copy.heading}
        </h2>
        <p className="mt-4 text-base leading-relaxed text-navy-700 sm:text-lg">{copy.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={pages.quoteRequest.path}
            viewTransition
            prefetch="intent"
            className={buttonVariants({ variant: "sun", size: "lg" })}
          >
            {copy.quote}
          </Link>
          <Link
            to={pages.contact.path}
            viewTransition
            prefetch="intent"
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            {copy.contact}
          </Link>
        </div>
      </div>
    </Section>
  );
}
