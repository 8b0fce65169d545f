import { describe, expect, it } from "vitest";
import {
  blogPosting,
  faqPage,
  localBusiness,
  serializeJsonLd,
  webApplication,
} from "./structured-data";

describe("structured data", () => {
  it("describes the business in Bhubaneswar with its geo, phone, hours and districts", () => {
    const business = localBusiness(["Bhubaneswar", "Cuttack"]);
    expect(business["@type"]).toBe("LocalBusiness");
    expect(business.address).toMatchObject({
      addressLocality: "Bhubaneswar",
      addressRegion: "Odisha",
    });
    expect(business.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: 20.2656,
      longitude: 85.7847,
    });
    expect(business.telephone).toMatch(/^\+91/);
    expect(business.openingHoursSpecification).toMatchObject({ opens: "09:00", closes: "19:00" });
    expect(business.areaServed).toEqual([
      { "@type": "AdministrativeArea", name: "Bhubaneswar, Odisha" },
      { "@type": "AdministrativeArea", name: "Cuttack, Odisha" },
    ]);
  });

  it("lists each FAQ entry as a question with its accepted answer", () => {
    const faq = faqPage([{ question: "How long?", answer: "25-30 years." }]);
    expect(faq.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "How long?",
        acceptedAnswer: { "@type": "Answer", text: "25-30 years." },
      },
    ]);
  });

  it("names the FAQ's language: English by default, Odia on the Odia page", () => {
    expect(faqPage([]).inLanguage).toBe("en-IN");
    const faq = faqPage([{ question: "କେତେ ବର୍ଷ?", answer: "25-30 ବର୍ଷ।" }], "or");
    expect(faq.inLanguage).toBe("or");
    expect(faq.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "କେତେ ବର୍ଷ?",
        acceptedAnswer: { "@type": "Answer", text: "25-30 ବର୍ଷ।" },
      },
    ]);
  });

  it("describes an article with absolute URLs and its date", () => {
    const post = blogPosting({
      slug: "net-metering",
      title: "Net metering",
      excerpt: "How it works",
      date: "2025-06-24",
      readTime: "4 min read",
      categoryId: "energy-savings",
      image: "/media/blog/net-metering.webp",
      imageAlt: "A meter",
      tags: ["Net Metering", "Energy Savings"],
      tagIds: ["net-metering", "energy-savings"],
      popular: true,
    });
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      headline: "Net metering",
      datePublished: "2025-06-24",
      // The category's name, not its id.
      articleSection: "Energy Savings",
    });
    expect(String(post.url)).toMatch(/^https?:\/\/.+\/blog\/net-metering$/);
    expect(String(post.image)).toMatch(/^https?:\/\/.+\/media\/blog\/net-metering\.webp$/);
  });

  it("describes the savings planner as a free web application of the business", () => {
    const app = webApplication({
      path: "/solar-calculator",
      title: "Solar Savings Planner",
      description: "What rooftop solar saves you.",
    });
    expect(app).toMatchObject({
      "@type": "WebApplication",
      url: "https://www.suryodaysolar.in/solar-calculator",
      isAccessibleForFree: true,
      offers: { price: "0", priceCurrency: "INR" },
      provider: { "@id": "https://www.suryodaysolar.in/#business" },
    });
  });

  it("cannot close its script element early", () => {
    expect(serializeJsonLd({ text: "</script><script>alert(1)</script>" })).not.toContain(
      "</script>",
    );
  });
});
