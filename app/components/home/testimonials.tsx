import { QuoteIcon, StarIcon } from "lucide-react";
import { Section, SectionHeader } from "~/components/ui/section";
import type { HomeCopy } from "~/content/copy/en/home";
import { ratingOutOf, testimonials, type Testimonial } from "~/content/home";
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
  testimonial,
  copy,
}: {
  testimonial: Testimonial;
  copy: TestimonialsCopy;
}) {
  const words = copy.items[testimonial.id];
  return (
    <figure className="relative flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8">
      <QuoteIcon aria-hidden="true" className="absolute top-6 right-6 size-8 text-sun-200" />
      <StarRating rating={testimonial.rating} label={copy.ratingLabel} />
      <blockquote className="mt-4 flex-1 text-base leading-relaxed text-navy-800 sm:text-lg">
        <p>“{words.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-navy-100 pt-5">
        <img
          src={testimonial.avatar}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="size-12 rounded-full"
        />
        <span className="flex flex-col">
          <span className="font-bold text-navy-900">{words.name}</span>
          <span className="text-sm text-navy-700">{words.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Four customers in their own words, each with a five-star rating. */
export function Testimonials({ copy }: { copy: TestimonialsCopy }) {
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
