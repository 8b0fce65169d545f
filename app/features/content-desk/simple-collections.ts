import type { Collection } from "~/lib/content/content-schemas";
import { contentDeskCopy as copy } from "~/content/content-desk";
import { galleryCopy } from "~/content/copy/en/gallery";
import { galleryCategoryIds } from "~/content/gallery";
import type { Json } from "./form-body";

// The desk's lists that need nothing beyond fields (issue 32): each is a description here, and
// one page (routes/inbox/content-entry.tsx) edits any of them: the gallery, the FAQ, the
// testimonials, the team, the badges and the service areas. The blog has a page of its own
// (Markdown with its live preview).

export type FieldKind = "words" | "wordsLong" | "text" | "number" | "checkbox" | "date" | "select";

export interface FieldSpec {
  /** Its path in the entry ("words.*.question": one field per language). */
  path: string;
  label: string;
  kind: FieldKind;
  /** A select's choices, by value. */
  options?: { value: string; label: string }[];
}

export interface SimpleCollection {
  heading: string;
  intro: string;
  add: string;
  newHeading: string;
  /** The heading over one entry's fields. */
  about: string;
  /** An empty entry: the shape the form is read back into. */
  template: Json;
  /** Its name in the desk's lists: the English words at this path. */
  titlePath: string;
  fields: FieldSpec[];
  /** The public page it shows on (the preview renders it). */
  page: string;
  /**
   * A photo of the entry at `path`, made at these widths; its words for those who cannot see it
   * at `altPath` (none when the words beside it already say who or what it is).
   */
  photo?: { path: string; widths: readonly number[]; section: string; altPath?: string };
  /**
   * An entry that is a person's data can be erased for good (entry, versions and photo) when
   * they withdraw their consent; other lists keep their history.
   */
  erase?: { heading: string; explain: string; button: string };
}

const words = (fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, ""])) as Record<string, string>;

export const simpleCollections: Partial<Record<Collection, SimpleCollection>> = {
  gallery: {
    heading: copy.gallery.heading,
    intro: copy.gallery.intro,
    add: copy.gallery.add,
    newHeading: copy.gallery.newHeading,
    about: "About the project",
    template: {
      id: "",
      categoryId: "",
      photo: null,
      kw: null,
      date: null,
      words: {
        en: words(["title", "location", "summary", "alt"]),
        or: words(["title", "location", "summary", "alt"]),
      },
    },
    titlePath: "words.en.title",
    fields: [
      { path: "words.*.title", label: copy.galleryFields.title, kind: "words" },
      { path: "words.*.location", label: copy.galleryFields.location, kind: "words" },
      { path: "words.*.summary", label: copy.galleryFields.summary, kind: "wordsLong" },
      {
        path: "categoryId",
        label: copy.galleryFields.category,
        kind: "select",
        options: galleryCategoryIds.map((id) => ({ value: id, label: galleryCopy.categories[id] })),
      },
      { path: "kw", label: copy.galleryFields.kw, kind: "number" },
      { path: "date", label: copy.galleryFields.date, kind: "date" },
    ],
    page: "/gallery",
    photo: {
      path: "photo",
      // The widths the gallery's cards are shown at, from a phone to a wide screen's column.
      widths: [320, 480, 640, 960, 1280],
      section: copy.photo.section,
      altPath: "words.*.alt",
    },
  },
  faq: {
    heading: "FAQ entries",
    intro: "The questions and answers on the FAQ page, in the order shown there.",
    add: "Add a question",
    newHeading: "New question",
    about: "The question and its answer",
    template: {
      id: "",
      words: { en: words(["question", "answer"]), or: words(["question", "answer"]) },
    },
    titlePath: "words.en.question",
    fields: [
      { path: "words.*.question", label: "Question", kind: "words" },
      { path: "words.*.answer", label: "Answer", kind: "wordsLong" },
    ],
    page: "/faq",
  },
  testimonials: {
    heading: "Testimonials",
    intro:
      "Customers in their own words on the home page. A customer's name and words are their personal data: publish them only with their written consent, recorded below.",
    add: "Add a testimonial",
    newHeading: "New testimonial",
    about: "The testimonial and the consent to show it",
    template: {
      id: "",
      rating: 5,
      avatar: null,
      words: {
        en: words(["name", "role", "quote"]),
        or: words(["name", "role", "quote"]),
      },
      consent: { givenOn: "", how: "", recordedBy: "" },
    },
    titlePath: "words.en.name",
    fields: [
      { path: "words.*.name", label: "Name", kind: "words" },
      { path: "words.*.role", label: "Who and where (e.g. Homeowner, Patia)", kind: "words" },
      { path: "words.*.quote", label: "In their words", kind: "wordsLong" },
      { path: "rating", label: "Stars (1 to 5)", kind: "number" },
      { path: "consent.givenOn", label: "Written consent given on", kind: "date" },
      {
        path: "consent.how",
        label: "How they gave it (e.g. signed form kept in the project file)",
        kind: "text",
      },
      { path: "consent.recordedBy", label: "Recorded by", kind: "text" },
    ],
    page: "/",
    photo: { path: "avatar", widths: [96, 192], section: "Their photo (optional)" },
    erase: {
      heading: "The customer withdrew their consent",
      explain:
        "Erasing removes their name, words and photo from the site and from every earlier version the desk keeps. It cannot be undone. Hiding it instead keeps the versions.",
      button: "Erase this testimonial for good",
    },
  },
  team: {
    heading: "The team",
    intro: "The people who lead the company, on the About page, in the order shown there.",
    add: "Add a person",
    newHeading: "New person",
    about: "Who they are",
    template: {
      id: "",
      portrait: null,
      words: { en: words(["name", "role", "bio"]), or: words(["name", "role", "bio"]) },
    },
    titlePath: "words.en.name",
    fields: [
      { path: "words.*.name", label: "Name", kind: "words" },
      { path: "words.*.role", label: "Role (e.g. Managing Director)", kind: "words" },
      { path: "words.*.bio", label: "A few lines about them", kind: "wordsLong" },
    ],
    page: "/about",
    // A round portrait 9rem across: sharp on screens of one, two and three pixels to a point.
    photo: { path: "portrait", widths: [144, 288, 432], section: "Their portrait" },
  },
  badges: {
    heading: "Certification badges",
    intro:
      "The approvals and certificates at the foot of the home page. The mark carries no words: the words beside it are shown in the page's language.",
    add: "Add a badge",
    newHeading: "New badge",
    about: "What the badge says",
    template: {
      id: "",
      logo: null,
      words: { en: words(["name", "detail", "alt"]), or: words(["name", "detail", "alt"]) },
    },
    titlePath: "words.en.name",
    fields: [
      { path: "words.*.name", label: "Short name, shown large (e.g. MNRE)", kind: "words" },
      { path: "words.*.detail", label: "Under it, shown small (e.g. Approved)", kind: "words" },
      {
        path: "words.*.alt",
        label:
          "In full, for those who cannot see it (e.g. MNRE Approved: Ministry of New and Renewable Energy)",
        kind: "words",
      },
    ],
    page: "/",
    photo: {
      path: "logo",
      widths: [72, 144, 216],
      section: "The mark: the certifier's logo, without words in it",
    },
  },
  areas: {
    heading: "Service areas",
    intro:
      "The districts on the About page's map and list, and in what search engines read. One of them is the headquarters.",
    add: "Add a place",
    newHeading: "New place",
    about: "The place and where it is",
    template: {
      id: "",
      lat: null,
      lng: null,
      headquarters: false,
      words: { en: words(["name"]), or: words(["name"]) },
    },
    titlePath: "words.en.name",
    fields: [
      { path: "words.*.name", label: "Town or district", kind: "words" },
      { path: "lat", label: "Latitude (e.g. 20.2961)", kind: "number" },
      { path: "lng", label: "Longitude (e.g. 85.8245)", kind: "number" },
      { path: "headquarters", label: "This is our headquarters", kind: "checkbox" },
    ],
    page: "/about",
  },
};

export function simpleCollection(name: string): [Collection, SimpleCollection] | undefined {
  const found = simpleCollections[name as Collection];
  return found && [name as Collection, found];
}
