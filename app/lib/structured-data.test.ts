import { describe, expect, it } from "vitest";
import { businessCopy } from "~/content/copy/business.server";
import {
  blogPosting,
  faqPage,
  localBusiness,
  serializeJsonLd,
  webApplication,
} from "./structured-data";

describe("structured data", () => {
  it("describes the business in Bhubaneswar with its geo, phone, hours and districts", () => {
    const business = localBusiness("en", businessCopy.en, [
      { name: "Bhubaneswar" },
      { name: "Cuttack" },
    ]);
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

  it("describes the business in Odia on Odia pages, every district named in Odia", () => {
    const business = localBusiness("or", businessCopy.or, [{ name: "ଭୁବନେଶ୍ୱର" }, { name: "କଟକ" }]);
    expect(business).toMatchObject({
      "@id": "https://www.suryodaysolar.in/#business",
      url: "https://www.suryodaysolar.in/or",
      slogan: "ଭାରତର ଭବିଷ୍ୟତକୁ ଶକ୍ତି",
      address: { addressLocality: "ଭୁବନେଶ୍ୱର", addressRegion: "ଓଡ଼ିଶା", postalCode: "751030" },
    });
    expect(business.areaServed).toEqual([
      { "@type": "AdministrativeArea", name: "ଭୁବନେଶ୍ୱର, ଓଡ଼ିଶା" },
      { "@type": "AdministrativeArea", name: "କଟକ, ଓଡ଼ିଶା" },
    ]);
    // Every published district is named in Odia, and none of the business's words is in Latin
    // letters.
    const everyDistrict = localBusiness("or", businessCopy.or);
    const words = [
      everyDistrict.slogan,
      everyDistrict.description,
      (everyDistrict.address as { streetAddress: string }).streetAddress,
      ...(everyDistrict.knowsAbout as string[]),
      ...(everyDistrict.areaServed as { name: string }[]).map((area) => area.name),
    ];
    expect(everyDistrict.areaServed).toHaveLength(10);
    for (const word of words) expect(word).not.toMatch(/[A-Za-z]/);
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

  const article = {
    slug: "net-metering",
    title: "Net metering",
    excerpt: "How it works",
    date: "2025-06-24",
    readMinutes: 4,
    categoryId: "energy-savings",
    image: "/media/blog/net-metering.webp",
    cover: { src: "/media/blog/net-metering.webp", width: 800, height: 450 },
    imageAlt: "A meter",
    tags: ["Net Metering", "Energy Savings"],
    tagIds: ["net-metering", "energy-savings"],
    popular: true,
  } as const;

  it("describes an article with absolute URLs and its date", () => {
    const post = blogPosting(
      { ...article, tags: [...article.tags], tagIds: [...article.tagIds] },
      { locale: "en", section: "Energy Savings" },
    );
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      headline: "Net metering",
      datePublished: "2025-06-24",
      // The category's name, not its id.
      articleSection: "Energy Savings",
      inLanguage: "en-IN",
    });
    expect(String(post.url)).toMatch(/^https?:\/\/.+\/blog\/net-metering$/);
    expect(String(post.image)).toMatch(/^https?:\/\/.+\/media\/blog\/net-metering\.webp$/);
  });

  it("describes an Odia article at its Odia address, in Odia", () => {
    const post = blogPosting(
      { ...article, title: "ନେଟ୍ ମିଟରିଂ", tags: ["ନେଟ୍ ମିଟରିଂ"], tagIds: ["net-metering"] },
      { locale: "or", section: "ଶକ୍ତି ସଞ୍ଚୟ" },
    );
    expect(post).toMatchObject({
      headline: "ନେଟ୍ ମିଟରିଂ",
      articleSection: "ଶକ୍ତି ସଞ୍ଚୟ",
      keywords: "ନେଟ୍ ମିଟରିଂ",
      inLanguage: "or",
    });
    expect(String(post.url)).toMatch(/^https?:\/\/.+\/or\/blog\/net-metering$/);
    expect(post.mainEntityOfPage).toMatchObject({ "@id": post.url });
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

  it("describes the Odia planner in Odia, at its Odia address", () => {
    const app = webApplication(
      { path: "/solar-calculator", title: "ସୋଲାର ସଞ୍ଚୟ ହିସାବ", description: "…", locale: "or" },
      { browserRequirements: "ଯେକୌଣସି ୱେବ ବ୍ରାଉଜର" },
    );
    expect(app).toMatchObject({
      name: "ସୋଲାର ସଞ୍ଚୟ ହିସାବ",
      url: "https://www.suryodaysolar.in/or/solar-calculator",
      inLanguage: "or",
      browserRequirements: "ଯେକୌଣସି ୱେବ ବ୍ରାଉଜର",
    });
  });

  it("cannot close its script element early", () => {
    expect(serializeJsonLd({ text: "</script><script>alert(1)</script>" })).not.toContain(
      "</script>",
    );
  });
});
