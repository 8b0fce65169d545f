import { QuoteIcon, StarIcon } from "lucide-react";
import { Section, SectionHeader } from "~/components/ui/section";
import { testimonials, testimonialsSection, type Testimonial } from "~/content/home";

/** Stars announced as one rating ("Rated 5 out of 5"), not as five images. */
function StarRating({ rating }: { rating: number }) {
  const outOf = testimonialsSection.ratingOutOf;
  return (
    <div
      role="img"
      aria-label={testimonialsSection.ratingLabel(rating, outOf)}
      className="flex gap-0.5"
    >
      {Array.from({ length: outOf }, (_, index) => (
        <StarIcon
          key={index}
          aria-hidden="true"
          className={index < rating ? "size-5 fill-sun-400 text-sun-500" : "size-5 text-navy-200"}
        />
      ))}
    </div>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="relative flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8">
      <QuoteIcon aria-hidden="true" className="absolute top-6 right-6 size-8 text-sun-200" />
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-base leading-relaxed text-navy-800 sm:text-lg">
        <p>“{testimonial.quote}”</p>
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
          <span className="font-bold text-navy-900">{testimonial.name}</span>
          <span className="text-sm text-navy-700">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Four customers in their own words, each with a five-star rating. */
export function Testimonials() {
  return (
    <Section tone="warm" aria-labelledby="testimonials-heading">
      <SectionHeader
        id="testimonials-heading"
        eyebrow={testimonialsSection.eyebrow}
        heading={testimonialsSection.heading}
        intro={testimonialsSection.intro}
      />
      <ul className="mt-12 grid gap-6 lg:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
