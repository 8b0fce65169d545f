import { describe, expect, it } from "vitest";
import { isPrivateLinkPath, redactTokens, withoutToken } from "./private-link-paths";

describe("private link paths", () => {
  it("are the survey pages in either language", () => {
    expect(isPrivateLinkPath("/survey/abc")).toBe(true);
    expect(isPrivateLinkPath("/or/survey/abc")).toBe(true);
    expect(isPrivateLinkPath("/surveys")).toBe(false);
    expect(isPrivateLinkPath("/proposal/abc")).toBe(true);
    expect(isPrivateLinkPath("/or/proposal/abc")).toBe(true);
    expect(isPrivateLinkPath("/inbox/proposals/3")).toBe(false);
    expect(isPrivateLinkPath("/inbox/surveys")).toBe(false);
    expect(isPrivateLinkPath("/privacy/withdraw/abc")).toBe(true);
    expect(isPrivateLinkPath("/or/privacy/copy/abc")).toBe(true);
    expect(isPrivateLinkPath("/privacy-rights")).toBe(false);
  });

  it("are the project pages in either language (issue 22)", () => {
    expect(isPrivateLinkPath("/project/abc")).toBe(true);
    expect(isPrivateLinkPath("/or/project/abc")).toBe(true);
    expect(isPrivateLinkPath("/inbox/projects")).toBe(false);
    expect(withoutToken("/or/project/AbC-123_x?x=1")).toBe("/or/project/[token]?x=1");
  });

  it("are logged without their token", () => {
    // A referral link's token rides in the quote page's query (issue 36).
    expect(withoutToken("/or/quote-request?ref=AbC-123_x&utm_source=x")).toBe(
      "/or/quote-request?ref=[token]&utm_source=x",
    );
    expect(withoutToken("/quote-request?product=batteries")).toBe(
      "/quote-request?product=batteries",
    );
    expect(withoutToken("/survey/AbC-123_x?utm=1")).toBe("/survey/[token]?utm=1");
    expect(withoutToken("/or/survey/AbC-123_x")).toBe("/or/survey/[token]");
    expect(withoutToken("/or/proposal/AbC-123_x")).toBe("/or/proposal/[token]");
    expect(withoutToken("/about")).toBe("/about");
    expect(withoutToken("/or/privacy/withdraw/AbC-123_x")).toBe("/or/privacy/withdraw/[token]");
    expect(withoutToken("/privacy/copy/AbC")).toBe("/privacy/copy/[token]");
  });

  it("are taken out of a text that holds them, with the rest of the text", () => {
    const token = "tsAeRLDBu4YvRXAYL7mPMz1LycRDBdzEykr-NLgAZVQ";
    expect(
      redactTokens(
        `Move it: https://www.suryodaysolar.in/or/survey/${token}\nWithdraw: https://www.suryodaysolar.in/privacy/withdraw/${token}.`,
      ),
    ).toBe(
      "Move it: https://www.suryodaysolar.in/or/survey/[token]\nWithdraw: https://www.suryodaysolar.in/privacy/withdraw/[token].",
    );
    expect(redactTokens("/inbox/quote/12 and /surveys/abc")).toBe(
      "/inbox/quote/12 and /surveys/abc",
    );
  });

  it("are found in any letter case and percent-encoded, as the router finds them (issue 30)", () => {
    expect(isPrivateLinkPath("/SURVEY/abc")).toBe(true);
    expect(isPrivateLinkPath("/%73urvey/abc")).toBe(true);
    expect(isPrivateLinkPath("/Or/Privacy/Copy/abc")).toBe(true);
    expect(isPrivateLinkPath("/%E0%A4")).toBe(false);
    expect(withoutToken("/SURVEY/AbC-123_x?utm=1")).toBe("/survey/[token]?utm=1");
    expect(withoutToken("/%73urvey/AbC-123_x")).toBe("/survey/[token]");
    expect(withoutToken("/%70roject/AbC%2D123")).toBe("/project/[token]");
  });
});
