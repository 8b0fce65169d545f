import { QuoteIcon, StarIcon } from "lucide-react";
import { Section, SectionHeader } from "~/components/ui/section";
import type { HomeCopy } from "~/content/copy/en/home";
import { ratingOutOf } from "~/content/home";
import type { ShownTestimonial } from "~/lib/content/shown-lists";
import { fill } from "~/lib/i18n/fill";

type TestimonialsCopy = HomeCopy["testimonials"];

/** Stars announced as one rating ("Rated 5 out of 5"), not as five images. */
function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <div
      role="img"
      aria-label={fill(label, { rating, outOf: ratingOutOf })}
      className="flex gap-0.5"
    >
      {Array.from({ length: ratingOutOf }, (_, index) => (
        <StarIcon
          key={index}
          aria-hidden="true"
          className={index < rating ? "size-5 fill-sun-400 text-sun-500" : "size-5 text-navy-200"}
        />
      ))}
    </div>
  );
}

function TestimonialCard({
  testimonial: words,
  copy,
}: {
  testimonial: ShownTestimonial;
  copy: TestimonialsCopy;
}) {
  const testimonial = words;
  return (
    <figure className="relative flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8">
      <QuoteIcon aria-hidden="true" className="absolute top-6 right-6 size-8 text-sun-200" />
      <StarRating rating={testimonial.rating} label={copy.ratingLabel} />
      <blockquote className="mt-4 flex-1 text-base leading-relaxed text-navy-800 sm:text-lg">
        <p>“{words.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-navy-100 pt-5">
        {testimonial.avatar ? (
          <img
            src={testimonial.avatar.src}
            srcSet={testimonial.avatar.webpSrcSet}
            sizes={testimonial.avatar.webpSrcSet ? "48px" : undefined}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className="size-12 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-12 place-items-center rounded-full bg-sun-100 text-lg font-bold text-navy-900"
          >
            {[...testimonial.name][0]}
          </span>
        )}
        <span className="flex flex-col">
          <span className="font-bold text-navy-900">{words.name}</span>
          <span className="text-sm text-navy-700">{words.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Four customers in their own words, each with a five-star rating. */
export function Testimonials({
  copy,
  testimonials,
}: {
  copy: TestimonialsCopy;
  /** The published testimonials in the page's language (the content desk keeps them). */
  testimonials: ShownTestimonial[];
}) {
  return (
    <Section tone="warm" aria-labelledby="testimonials-heading">
      <SectionHeader
        id="testimonials-heading"
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        intro={copy.intro}
      />
      <ul className="mt-12 grid gap-6 lg:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} copy={copy} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
