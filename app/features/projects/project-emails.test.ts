import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n/locale";
import { composeProjectLinkEmail, composeStepDoneEmail } from "./project-emails";
import { projectStepIds } from "./project-steps";

const locales: Locale[] = ["en", "or"];

const data = {
  name: "Sasmita Behera",
  step: "net-meter-application" as const,
  doneOn: "2027-02-01",
  customerNote: "Demand note paid at the Saheed Nagar office.",
  next: { step: "discom-inspection" as const, expectedOn: "2027-03-01" },
  link: "https://www.suryodaysolar.in/project/abc",
  siteUrl: "https://www.suryodaysolar.in",
};

describe("project e-mails", () => {
  it("tell a step done in English: what, our note, what next and when, what to keep ready, the link", () => {
    const mail = composeStepDoneEmail(data, "en");
    expect(mail.subject).toBe("Your solar project: “Net-meter application” step complete");
    expect(mail.text).toContain("Namaste Sasmita Behera,");
    expect(mail.text).toContain(
      "Good news: the “Net-meter application” step is complete (February 1, 2027).",
    );
    expect(mail.text).toContain("From us: Demand note paid at the Saheed Nagar office.");
    expect(mail.text).toContain(
      "Next: DISCOM inspection and net meter, expected around March 1, 2027.",
    );
    expect(mail.text).toContain("Someone at home for the inspection");
    expect(mail.text).toContain("https://www.suryodaysolar.in/project/abc");
    expect(mail.text).toContain("https://www.suryodaysolar.in/privency-policy");
  });

  it("in Odia, with the Odia date and the Odia privacy page", () => {
    const mail = composeStepDoneEmail({ ...data, link: `${data.siteUrl}/or/project/abc` }, "or");
    expect(mail.subject).toBe("ଆପଣଙ୍କ ସୋଲାର ପ୍ରକଳ୍ପ: “ନେଟ୍ ମିଟର ଆବେଦନ” ପର୍ଯ୍ୟାୟ ସମ୍ପୂର୍ଣ୍ଣ");
    expect(mail.text).toContain("ଖୁସି ଖବର: “ନେଟ୍ ମିଟର ଆବେଦନ” ପର୍ଯ୍ୟାୟ ସମ୍ପୂର୍ଣ୍ଣ ହେଲା (1 ଫେବୃଆରୀ 2027)।");
    expect(mail.text).toContain("ନମସ୍କାର Sasmita Behera,");
    expect(mail.text).toContain("1 ଫେବୃଆରୀ 2027");
    expect(mail.text).toContain("1 ମାର୍ଚ୍ଚ 2027");
    expect(mail.text).toContain("https://www.suryodaysolar.in/or/project/abc");
    expect(mail.text).toContain("https://www.suryodaysolar.in/or/privency-policy");
  });

  it("without a note or a next date; the last step says the project is complete", () => {
    const plain = composeStepDoneEmail(
      { ...data, customerNote: " ", next: { step: "discom-inspection", expectedOn: null } },
      "en",
    );
    expect(plain.text).not.toContain("From us");
    expect(plain.text).toContain("Next: DISCOM inspection and net meter.");
    const last = composeStepDoneEmail({ ...data, step: "state-subsidy", next: null }, "en");
    expect(last.text).toContain("your project is complete");
  });

  it("never say a word twice in a row, for any step, in either language", () => {
    // The step titles once ended in "done" and the template added another ("Installation done
    // done", "ସ୍ଥାପନ ସରିଛି ସରିଛି").
    const repeated = (text: string) => {
      const words = text
        .split(/\s+/u)
        .map((word) => word.replace(/[^\p{L}\p{M}\p{N}]/gu, "").toLowerCase())
        .filter(Boolean);
      return words.filter((word, i) => i > 0 && word === words[i - 1]);
    };
    expect(repeated("Installation done done")).toEqual(["done"]);
    expect(repeated("ସ୍ଥାପନ ସରିଛି ସରିଛି")).toEqual(["ସରିଛି"]);
    for (const locale of locales) {
      for (const step of projectStepIds) {
        const mail = composeStepDoneEmail({ ...data, step, next: null }, locale);
        expect(repeated(mail.subject), `${locale} ${step}: ${mail.subject}`).toEqual([]);
        const done = mail.text.split("\n")[2]!;
        expect(repeated(done), `${locale} ${step}: ${done}`).toEqual([]);
      }
    }
  });

  it("end every link with a space or the line's end, so mail apps link the whole address", () => {
    // An Odia case ending glued to an address ("…/privency-policyର") would become part of the
    // link a mail app makes of it.
    for (const locale of locales) {
      const mails = [
        composeStepDoneEmail(data, locale),
        composeProjectLinkEmail(
          { name: "Sasmita", link: data.link, siteUrl: data.siteUrl },
          locale,
        ),
      ];
      for (const mail of mails) {
        const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
        expect(links.length).toBeGreaterThanOrEqual(2);
        for (const link of links) expect(link, locale).toMatch(/^https:\/\/[\x21-\x7e]+$/);
        expect(mail.text).toMatch(/\/privency-policy$/);
      }
    }
  });

  it("send the page's link again", () => {
    const mail = composeProjectLinkEmail(
      { name: "Sasmita", link: data.link, siteUrl: data.siteUrl },
      "or",
    );
    expect(mail.subject).toBe("ଆପଣଙ୍କ ସୋଲାର ପ୍ରକଳ୍ପର ପୃଷ୍ଠା");
    expect(mail.text).toContain(data.link);
  });
});
