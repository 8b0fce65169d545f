import { describe, expect, it } from "vitest";
import { composeServiceEmail } from "./service-emails";

const data = {
  name: "Sasmita Behera",
  reference: "SR-0042",
  link: "https://www.suryodaysolar.in/project/abc",
};

describe("the service request's e-mails", () => {
  it("tells the customer their request arrived, in their language, with their page's link", () => {
    const en = composeServiceEmail({ kind: "received", problem: "no-power" }, data, "en");
    expect(en.subject).toBe("Your service request SR-0042");
    expect(en.text).toContain("SR-0042: No power at all");
    expect(en.text).toContain("within 48 hours");
    expect(en.text).toContain(data.link);
    const or = composeServiceEmail({ kind: "received", problem: "no-power" }, data, "or");
    expect(or.subject).toBe("ଆପଣଙ୍କ ସେବା ଅନୁରୋଧ SR-0042");
    expect(or.text).toContain("ଆଦୌ ବିଜୁଳି ମିଳୁନାହିଁ");
  });

  it("tells of the visit, the part awaited and the resolution", () => {
    expect(
      composeServiceEmail({ kind: "visit", when: "Tuesday 4 May, 10:00" }, data, "en").text,
    ).toContain("on Tuesday 4 May, 10:00");
    expect(
      composeServiceEmail({ kind: "parts", parts: "MC4 connector" }, data, "en").text,
    ).toContain("waiting for a part: MC4 connector");
    const resolved = composeServiceEmail(
      { kind: "resolved", resolution: "Replaced the fuse." },
      data,
      "en",
    );
    expect(resolved.subject).toBe("Your service request SR-0042 is resolved");
    expect(resolved.text).toContain("What we did: Replaced the fuse.");
  });
});
