import { z } from "zod";
import { postCategoryIds, postTagIds } from "~/content/blog";
import { galleryCategoryIds } from "~/content/gallery";
import { type RateKey, rateKeys, rateShapeOf } from "~/content/solar-rates";
import { type SocialNetwork, weekdays } from "./published-content";

// What the desk may publish, checked on the server with the same schema the desk's form is
// read with: both languages of every text filled in, numbers and addresses that mean what
// they say. A draft may be incomplete; publishing checks it here.

const text = (max: number) => z.string().trim().min(1, "required").max(max, "tooLong");
const words = (max: number) => z.object({ en: text(max), or: text(max) });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "day");
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time");
const profile = z.union([z.literal(""), z.url({ protocol: /^https$/, error: "https" }).max(300)]);

export const companySchema = z.object({
  name: words(80),
  phoneDisplay: z
    .string()
    .trim()
    .regex(/^\+?[\d ()-]{8,20}$/, "phone"),
  phoneE164: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{7,14}$/, "e164"),
  email: z.email("email").max(200),
  whatsappNumber: z
    .string()
    .trim()
    .regex(/^[1-9]\d{7,14}$/, "whatsapp"),
  address: z.object({
    street: words(160),
    city: words(80),
    region: words(80),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "pin"),
  }),
  hours: z.object({
    display: words(120),
    days: z.array(z.enum(weekdays)).min(1, "required"),
    opens: time,
    closes: time,
  }),
  location: z.object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
  }),
  social: z.object({
    facebook: profile,
    twitter: profile,
    instagram: profile,
    linkedin: profile,
    youtube: profile,
  } satisfies Record<SocialNetwork, typeof profile>),
  founded: z.number().int().min(1900).max(2100),
  stats: z.object({ installations: text(12), districts: text(12), satisfaction: text(12) }),
});

const galleryWords = z.object({
  title: text(100),
  location: text(80),
  summary: text(300),
  alt: text(200),
});

export const photoSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("static"),
    src: z.string().startsWith("/media/"),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  z.object({
    kind: z.literal("upload"),
    fileId: z.string().regex(/^[a-z0-9]{16,64}$/),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    widths: z.array(z.number().int().positive()).min(1),
  }),
]);

export const galleryItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  categoryId: z.enum(galleryCategoryIds, "required"),
  photo: photoSchema,
  kw: z.number().positive().max(100_000).nullable(),
  date: day.nullable(),
  words: z.object({ en: galleryWords, or: galleryWords }),
});

const postWords = z.object({
  title: text(120),
  excerpt: text(300),
  imageAlt: text(200),
  body: z.string().trim().min(1, "required").max(60_000, "tooLong"),
});

export const blogPostSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "slug")
    .max(80),
  categoryId: z.enum(postCategoryIds, "required"),
  tagIds: z.array(z.enum(postTagIds as [string, ...string[]])).min(1, "required"),
  date: day,
  popular: z.boolean(),
  cover: photoSchema,
  words: z.object({ en: postWords, or: postWords }),
});

export const faqItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  words: z.object({
    en: z.object({ question: text(200), answer: text(2_000) }),
    or: z.object({ question: text(200), answer: text(2_000) }),
  }),
});

const testimonialWords = z.object({ name: text(80), role: text(120), quote: text(600) });

/** As stored: the seed's placeholder customers carry no consent (they are no one). */
export const testimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  rating: z.number().int().min(1, "rating").max(5, "rating"),
  avatar: photoSchema.nullable(),
  words: z.object({ en: testimonialWords, or: testimonialWords }),
  consent: z.object({ givenOn: day, how: text(200), recordedBy: text(80) }).nullable(),
});

/** As the desk publishes one: only with the customer's written consent recorded. */
const publishableTestimonial = testimonialSchema.extend({
  consent: z.object({ givenOn: day, how: text(200), recordedBy: text(80) }, "consent"),
});

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const teamMemberSchema = z.object({
  id,
  portrait: photoSchema,
  words: z.object({
    en: z.object({ name: text(80), role: text(80), bio: text(400) }),
    or: z.object({ name: text(80), role: text(80), bio: text(400) }),
  }),
});

const badgeWords = z.object({ name: text(16), detail: text(24), alt: text(200) });

export const badgeSchema = z.object({
  id,
  logo: photoSchema,
  words: z.object({ en: badgeWords, or: badgeWords }),
});

/** Inside India: a point typed with its signs or digits swapped is caught before the map. */
export const serviceAreaSchema = z.object({
  id,
  lat: z.number("number").min(6, "india").max(37, "india"),
  lng: z.number("number").min(68, "india").max(98, "india"),
  headquarters: z.boolean(),
  words: z.object({ en: z.object({ name: text(60) }), or: z.object({ name: text(60) }) }),
});

const amount = z.number("number").min(0, "negative");

/**
 * A tariff's slabs: each up to a number of units above the one before, the last open-ended
 * (left empty), and a price for each.
 */
const slabsSchema = z
  .array(
    z.object({
      upTo: z.number("number").int("whole").positive("number").nullable(),
      price: amount,
    }),
  )
  .min(1, "required")
  .superRefine((slabs, context) => {
    slabs.forEach((slab, index) => {
      const last = index === slabs.length - 1;
      if (last !== (slab.upTo === null)) {
        context.addIssue({
          code: "custom",
          path: [index, "upTo"],
          message: last ? "lastSlab" : "required",
        });
        return;
      }
      const before = slabs[index - 1]?.upTo;
      if (slab.upTo !== null && before != null && slab.upTo <= before) {
        context.addIssue({ code: "custom", path: [index, "upTo"], message: "slabOrder" });
      }
    });
  });

/** A rule's value, shaped as the rule's first version is: a number, yes/no, slabs, or figures. */
function rateValueSchema(key: RateKey): z.ZodType {
  const shape = rateShapeOf(key);
  switch (shape.kind) {
    case "number":
      return amount;
    case "yesNo":
      return z.boolean();
    case "slabs":
      return slabsSchema;
    case "figures":
      return z.object(Object.fromEntries(shape.fields.map((field) => [field, amount])));
  }
}
const rateValueSchemas = Object.fromEntries(
  rateKeys.map((key) => [key, rateValueSchema(key)]),
) as Record<RateKey, z.ZodType>;

/** A dated version of a planner figure, with its source (issue 33). */
export const rateEntrySchema = z
  .object({
    key: z.enum(rateKeys as [RateKey, ...RateKey[]]),
    value: z.unknown(),
    validFrom: day,
    validTo: day.nullable(),
    source: z.object({
      title: text(600),
      /** The source in Odia words (a version the desk adds has it; the seed's are in copy). */
      titleOr: z.string().trim().max(600).optional(),
      url: z.union([z.null(), z.url({ protocol: /^https?$/, error: "https" }).max(500)]),
      published: day.nullable(),
    }),
    checkedOn: day,
    reviewBy: day,
    unconfirmed: z.boolean(),
  })
  .transform((entry, context) => {
    const value = rateValueSchemas[entry.key].safeParse(entry.value);
    if (!value.success) {
      for (const issue of value.error.issues) {
        context.addIssue({
          code: "custom",
          path: ["value", ...issue.path],
          message: issue.message,
        });
      }
      return z.NEVER;
    }
    if (entry.validTo !== null && entry.validTo < entry.validFrom) {
      context.addIssue({ code: "custom", path: ["validTo"], message: "endBeforeStart" });
      return z.NEVER;
    }
    return { ...entry, value: value.data };
  });

export const collections = {
  company: companySchema,
  gallery: galleryItemSchema,
  blog: blogPostSchema,
  faq: faqItemSchema,
  testimonials: publishableTestimonial,
  team: teamMemberSchema,
  badges: badgeSchema,
  areas: serviceAreaSchema,
  rates: rateEntrySchema,
} as const;

export type Collection = keyof typeof collections;
