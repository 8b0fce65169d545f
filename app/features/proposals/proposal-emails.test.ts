import { describe, expect, it } from "vitest";
import { composeProposalAcceptedEmail, composeProposalEmail } from "./proposal-emails";

const data = {
  name: "Sasmita Behera",
  number: "P-00007",
  version: 1,
  sizeKw: 3,
  validUntil: "2027-04-30",
  link: "https://www.suryodaysolar.in/proposal/abc",
  siteUrl: "https://www.suryodaysolar.in",
};

describe("the proposal e-mails", () => {
  it("bring the customer their link, in English", () => {
    const email = composeProposalEmail(data, "en");
    expect(email.subject).toBe("Your solar proposal P-00007 from Suryoday Solar");
    expect(email.text).toContain("Namaste Sasmita Behera,");
    expect(email.text).toContain("your 3 kW solar system");
    expect(email.text).toContain("\nhttps://www.suryodaysolar.in/proposal/abc\n");
    expect(email.text).toContain("It is valid until April 30, 2027.");
    expect(email.text).toContain("https://www.suryodaysolar.in/privency-policy");
  });

  it("in Odia, and say a new version replaces the earlier one", () => {
    const email = composeProposalEmail(
      { ...data, version: 2, sizeKw: 4.5, link: "https://www.suryodaysolar.in/or/proposal/abc" },
      "or",
    );
    expect(email.subject).toBe("Suryoday Solarରୁ ଆପଣଙ୍କ ସଂଶୋଧିତ ସୋଲାର ପ୍ରସ୍ତାବ P-00007 (ସଂସ୍କରଣ 2)");
    expect(email.text).toContain("ନମସ୍କାର Sasmita Behera,");
    expect(email.text).toContain("4.5 kW");
    expect(email.text).toContain("30 ଏପ୍ରିଲ 2027");
    expect(email.text).toContain("https://www.suryodaysolar.in/or/privency-policy");
  });

  it("tell staff who accepted what, and when in India time", () => {
    const email = composeProposalAcceptedEmail({
      leadId: 12,
      number: "P-00007",
      version: 2,
      customerName: "Sasmita Behera",
      acceptedName: "Sasmita Behera",
      acceptedAt: "2027-03-31T06:30:00.000Z",
      price: 189_000,
      phone: "9437055555",
      email: "s@example.com",
      siteUrl: "https://www.suryodaysolar.in",
    });
    expect(email.subject).toBe("Proposal accepted: P-00007 v2, Sasmita Behera");
    expect(email.text).toContain("When: 31 Mar 2027, 12:00 pm (India time)");
    expect(email.text).toContain("Price with GST: ₹1,89,000");
    expect(email.text).toContain("https://www.suryodaysolar.in/inbox/quote/12");
  });
});
