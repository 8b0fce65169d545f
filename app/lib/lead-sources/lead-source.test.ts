import { describe, expect, it } from "vitest";
import { deviceClass, readLeadSource, type SourceInput } from "./lead-source";

const phone =
  "Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const base: SourceInput = {
  arrivalPage: "",
  arrivalReferrer: "",
  postedFrom: "",
  userAgent: phone,
  ownHosts: ["www.suryodaysolar.in", "localhost"],
  referral: false,
};

describe("where a lead came from", () => {
  it("reads an ad's click id and tags from the page the visit began on", () => {
    const source = readLeadSource({
      ...base,
      arrivalPage:
        "/solar-calculator?utm_source=google&utm_medium=cpc&utm_campaign=diwali&gclid=Cj0KCQ",
      arrivalReferrer: "https://www.google.com/",
      postedFrom: "https://www.suryodaysolar.in/quote-request",
    });
    expect(source).toMatchObject({
      channel: "ad-google",
      landingPage: "/solar-calculator",
      referrerHost: "www.google.com",
      utmCampaign: "diwali",
      gclid: "Cj0KCQ",
      device: "phone",
    });
    expect(readLeadSource({ ...base, arrivalPage: "/?fbclid=IwAR0x" }).channel).toBe("ad-meta");
  });

  it("tells search, social, WhatsApp, e-mail, another site and a direct visit apart", () => {
    const from = (arrivalReferrer: string, arrivalPage = "/") =>
      readLeadSource({ ...base, arrivalPage, arrivalReferrer }).channel;
    expect(from("https://www.google.co.in/")).toBe("search");
    expect(from("https://l.facebook.com/")).toBe("social");
    expect(from("https://web.whatsapp.com/")).toBe("whatsapp");
    expect(from("", "/?utm_source=whatsapp")).toBe("whatsapp");
    expect(from("", "/blog?utm_medium=email&utm_source=newsletter")).toBe("email");
    expect(from("https://odishatv.in/solar-story")).toBe("other-site");
    expect(from("")).toBe("direct");
    // The site's own pages are no referrer.
    expect(from("https://www.suryodaysolar.in/about")).toBe("direct");
  });

  it("puts a referral link before anything else", () => {
    expect(readLeadSource({ ...base, arrivalPage: "/?gclid=x", referral: true }).channel).toBe(
      "referral",
    );
  });

  it("falls back to the form's own page without script, and never keeps a private link's token", () => {
    expect(
      readLeadSource({
        ...base,
        postedFrom:
          "https://www.suryodaysolar.in/or/quote-request?utm_source=google&utm_medium=cpc",
      }),
    ).toMatchObject({ channel: "ad-google", landingPage: "/or/quote-request" });
    expect(
      readLeadSource({ ...base, arrivalPage: `/or/project/${"a".repeat(43)}` }).landingPage,
    ).toBe("/or/project/[token]");
    // Another site's page is never taken for the landing page.
    expect(
      readLeadSource({ ...base, arrivalPage: "https://evil.example/x?gclid=1" }),
    ).toMatchObject({
      landingPage: "",
      gclid: "",
    });
  });

  it("classes the device by its user agent", () => {
    expect(deviceClass(phone)).toBe("phone");
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36")).toBe(
      "computer",
    );
  });
});
