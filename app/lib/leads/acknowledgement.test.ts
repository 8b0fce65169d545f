import { describe, expect, it } from "vitest";
import { composeAcknowledgement } from "./acknowledgement";

describe("the visitor's acknowledgement", () => {
  const link = "https://www.suryodaysolar.in/or/survey/tsAeRLDBu4YvRXAYL7mPMz1LycRDBdzEykr-NLgAZVQ";

  it("thanks a quote request in Odia, with the survey's link alone on its line", () => {
    const mail = composeAcknowledgement(
      { kind: "quote", name: "ବିକାଶ ସାହୁ", surveyLink: link },
      "or",
    );
    expect(mail.subject).toBe("Suryoday Solarକୁ ଆପଣଙ୍କ କୋଟେସନ ଅନୁରୋଧ");
    expect(mail.text.split("\n")).toContain(link);
    expect(mail.text).toMatch(/^ନମସ୍କାର ବିକାଶ ସାହୁ,\n/);
  });

  it("thanks a message in English, with no survey link", () => {
    const mail = composeAcknowledgement({ kind: "contact", name: "Ananya" }, "en");
    expect(mail.subject).toBe("Your message to Suryoday Solar");
    expect(mail.text).toContain("We will answer within one working day.");
    expect(mail.text).not.toContain("/survey/");
  });
});
