import { describe, expect, it } from "vitest";
import { composeProjectLinkEmail, composeStepDoneEmail } from "./project-emails";

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
    expect(mail.subject).toBe("Your solar project: Net-meter application done");
    expect(mail.text).toContain("Namaste Sasmita Behera,");
    expect(mail.text).toContain("“Net-meter application” is done (February 1, 2027).");
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
    expect(mail.subject).toBe("ଆପଣଙ୍କ ସୋଲାର ପ୍ରକଳ୍ପ: ନେଟ୍ ମିଟର ଆବେଦନ ସରିଛି");
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

  it("send the page's link again", () => {
    const mail = composeProjectLinkEmail(
      { name: "Sasmita", link: data.link, siteUrl: data.siteUrl },
      "or",
    );
    expect(mail.subject).toBe("ଆପଣଙ୍କ ସୋଲାର ପ୍ରକଳ୍ପର ପୃଷ୍ଠା");
    expect(mail.text).toContain(data.link);
  });
});
