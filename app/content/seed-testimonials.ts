import type { TestimonialItem } from "~/lib/content/published-content";
import { homeCopy as english } from "./copy/en/home";
import { homeCopy as odia } from "./copy/or/home";
import { testimonials } from "./home";

/**
 * The spec's four testimonials in both languages, as a new database starts. They are
 * placeholders, no real customer's words, so they carry no consent; the desk publishes a real
 * one only with the customer's written consent recorded.
 */
export const seedTestimonials: TestimonialItem[] = testimonials.map(({ id, rating, avatar }) => ({
  id,
  rating,
  avatar: { kind: "static", src: avatar, width: 96, height: 96 },
  words: { en: english.testimonials.items[id], or: odia.testimonials.items[id] },
  consent: null,
}));
