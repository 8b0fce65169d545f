import type { Locale } from "~/lib/i18n/locale";

// What the company changes on its own site (issue 32, docs/decisions/017): its details and
// its gallery, as one published snapshot. The server holds the latest one it read from the
// database and hands each request the one it started with (content-store.server.ts), so a
// page never mixes two versions; anything that renders a page reads it here. Without a server
// (the build's prerender, a unit test, the browser) it is the seed: exactly the spec's site.

/** One text in both languages; publishing needs both. */
export type Words = Record<Locale, string>;

export const socialNetworks = ["facebook", "twitter", "instagram", "linkedin", "youtube"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const weekdays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

export interface CompanyDetails {
  name: Words;
  /** As visitors read it: "+91 674 255 0123". */
  phoneDisplay: string;
  /** E.164, for tel: links and structured data: "+916742550123". */
  phoneE164: string;
  email: string;
  /** International digits without "+", as wa.me expects: "919437012345". */
  whatsappNumber: string;
  address: { street: Words; city: Words; region: Words; postalCode: string };
  hours: { display: Words; days: Weekday[]; opens: string; closes: string };
  /** The office on the map (spec section 9). */
  location: { lat: number; lng: number };
  /** A profile's address, or "" while the company has none (a placeholder link). */
  social: Record<SocialNetwork, string>;
  founded: number;
  /** The headline claims (spec sections 1 and 9), as shown: "2,500+". */
  stats: { installations: string; districts: string; satisfaction: string };
}

/** A photo: a file shipped with the site, or one uploaded through the desk (in the database). */
export type Photo =
  | { kind: "static"; src: string; width: number; height: number }
  | { kind: "upload"; fileId: string; width: number; height: number; widths: number[] };

export interface GalleryWords {
  title: string;
  location: string;
  summary: string;
  /** What the photo shows, for those who cannot see it. */
  alt: string;
}

export interface GalleryItem {
  /** A URL-safe id, stable across edits. */
  id: string;
  categoryId: string;
  photo: Photo;
  /** The system's size, when the company gives it. */
  kw: number | null;
  /** When it was installed (YYYY-MM-DD), when given. */
  date: string | null;
  words: Record<Locale, GalleryWords>;
}

/** The company's details are one entry of their own collection. */
export const companyEntryId = "details";

export interface BlogPostWords {
  title: string;
  excerpt: string;
  /** What the cover shows. */
  imageAlt: string;
  /** The article in Markdown: rendered without raw HTML (posts.server.ts). */
  body: string;
}

export interface BlogPost {
  /** Its address, /blog/<slug>, the same in both languages. */
  slug: string;
  categoryId: string;
  tagIds: string[];
  /** The day it is published (YYYY-MM-DD); a later day schedules it. */
  date: string;
  popular: boolean;
  cover: Photo;
  words: Record<Locale, BlogPostWords>;
}

export interface FaqItem {
  id: string;
  words: Record<Locale, { question: string; answer: string }>;
}

export interface TestimonialItem {
  id: string;
  /** Stars, 1 to 5. */
  rating: number;
  /** Their photo, if they gave one; otherwise the page shows their initial. */
  avatar: Photo | null;
  words: Record<Locale, { name: string; role: string; quote: string }>;
  /**
   * Their written consent to show their name and words (a person's data, DPDP Act 2023): when
   * they gave it, how, and who on the staff recorded it. The desk publishes none without it;
   * the spec's four placeholder customers, who are no one, have none.
   */
  consent: { givenOn: string; how: string; recordedBy: string } | null;
}

export interface TeamMemberItem {
  id: string;
  portrait: Photo;
  words: Record<Locale, { name: string; role: string; bio: string }>;
}

export interface BadgeItem {
  id: string;
  /** The certifier's mark, with no words in it: the words beside it are in the page's language. */
  logo: Photo;
  words: Record<
    Locale,
    {
      /** Shown large: "MNRE". */
      name: string;
      /** Shown small under it: "Approved". */
      detail: string;
      /** What the badge says in full, for those who cannot see it. */
      alt: string;
    }
  >;
}

/** A district the company installs in (spec section 3, "Coverage place"). */
export interface ServiceAreaItem {
  id: string;
  /** The town's centre. */
  lat: number;
  lng: number;
  /** Only the headquarters city is flagged; the desk refuses a second. */
  headquarters: boolean;
  words: Record<Locale, { name: string }>;
}

/**
 * A dated version of one of the planner's figures (issue 33): what it is from a day, its source
 * and when it was checked. A new value is a new version from a later day, never an edit: the
 * rules read the version in force on the day they compute for. app/content/solar-rates.ts is
 * what a new database starts with.
 */
export interface RateEntry {
  /** The rule it is a version of (a RateKey of solar-rates.ts). */
  key: string;
  value: unknown;
  /** The first day it holds. */
  validFrom: string;
  /** Its own last day (a scheme's end), or null: it then holds until a later version starts. */
  validTo: string | null;
  source: { title: string; titleOr?: string; url: string | null; published: string | null };
  checkedOn: string;
  reviewBy: string;
  /** No source settles it: an assumption the visitor can change. */
  unconfirmed: boolean;
}

/** A rate version's id in the desk: its rule and its first day. */
export const rateEntryId = (entry: Pick<RateEntry, "key" | "validFrom">) =>
  `${entry.key}.${entry.validFrom}`;

export interface PublishedContent {
  /** 0 for the seed; each publish anywhere adds one (content_state.serial). */
  serial: number;
  company: CompanyDetails;
  /** Published gallery projects, in the order the gallery shows them. */
  gallery: GalleryItem[];
  /** Published posts, newest first; those dated after today are not shown yet. */
  blog: BlogPost[];
  /** The FAQ's questions and answers, in the order the page shows them. */
  faq: FaqItem[];
  /** Customers in their own words, on the home page. */
  testimonials: TestimonialItem[];
  /** The people who lead the company, on the About page. */
  team: TeamMemberItem[];
  /** Certification and approval badges, on the home page. */
  badges: BadgeItem[];
  /** Where the company works: the About page's map and list, and the structured data. */
  areas: ServiceAreaItem[];
  /** Every dated version of the planner's figures, by rule and first day. */
  rates: RateEntry[];
}

/** The lists the desk keeps, by name: each a list of entries. */
export type ContentLists = Omit<PublishedContent, "serial" | "company">;

/**
 * An entry's id in its list, the one the desk stores it under: posts by their address, rate
 * versions by rule and first day, every other entry by its id.
 */
export const entryIdOf: {
  [K in keyof ContentLists]: (entry: ContentLists[K][number]) => string;
} = {
  gallery: (item) => item.id,
  blog: (post) => post.slug,
  faq: (item) => item.id,
  testimonials: (item) => item.id,
  team: (member) => member.id,
  badges: (badge) => badge.id,
  areas: (area) => area.id,
  rates: rateEntryId,
};

/**
 * Where pages read the published content from, set by the server (content-store.server.ts),
 * and the seed they fall back to, registered by the server's entry (entry.server.tsx) and the
 * unit tests' setup. On `globalThis`, under registered symbols: the server's own modules and the
 * build's bundle each have their own copy of this file, and both must read the one source. The
 * seed is not imported here: it parses the Markdown posts, which no browser bundle should carry.
 */
const sourceKey = Symbol.for("suryoday.publishedContent");
const seedKey = Symbol.for("suryoday.seedContent");
type Source = () => PublishedContent | undefined;
const holder = globalThis as typeof globalThis & {
  [sourceKey]?: Source;
  [seedKey]?: PublishedContent;
};

export function readPublishedContentFrom(read: Source) {
  holder[sourceKey] = read;
}

export function registerSeed(seed: PublishedContent) {
  holder[seedKey] = seed;
}

export function publishedContent(): PublishedContent {
  const content = holder[sourceKey]?.() ?? holder[seedKey];
  if (!content) throw new Error("No published content: the server's entry registers the seed");
  return content;
}
