import { describe, expect, it } from "vitest";
import { composeServiceEmail, composeServiceWhatsApp } from "./service-emails";

const data = {
  name: "Sasmita Behera",
  reference: "SR-0042",
  link: "https://www.suryodaysolar.in/project/abc",
};

const visit = {
  when: "Tuesday 4 May, 10:00",
  start: "2027-05-04T04:30:00.000Z",
  end: "2027-05-04T05:30:00.000Z",
  sequence: 0,
};
const withCalendar = {
  ...data,
  ticketId: 42,
  email: "sasmita@example.com",
  siteUrl: "https://www.suryodaysolar.in",
  stamp: new Date("2027-05-01T00:00:00Z"),
  place: "751024",
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
    expect(composeServiceEmail({ kind: "visit", ...visit }, data, "en").text).toContain(
      "on Tuesday 4 May, 10:00",
    );
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

  it("carries the visit's calendar file: one entry per ticket, updated on a move, cancelled on a cancellation", () => {
    const booked = composeServiceEmail({ kind: "visit", ...visit }, withCalendar, "en");
    const ics = booked.attachments?.[0];
    expect(ics?.filename).toBe("service-visit.ics");
    expect(ics?.content).toContain("UID:service-42@suryodaysolar.in");
    expect(ics?.content).toContain("DTSTART:20270504T043000Z");
    expect(ics?.content).toContain("METHOD:REQUEST");
    expect(booked.text).toContain("to move or cancel it, open your project's page");
    const cancelled = composeServiceEmail(
      { kind: "visit-cancelled", ...visit, sequence: 3 },
      withCalendar,
      "or",
    );
    expect(cancelled.subject).toBe("ସେବା ପରିଦର୍ଶନ ବାତିଲ: SR-0042");
    expect(cancelled.attachments?.[0]?.content).toContain("METHOD:CANCEL");
    expect(cancelled.attachments?.[0]?.content).toContain("SEQUENCE:3");
    expect(cancelled.attachments?.[0]?.content).toContain("UID:service-42@suryodaysolar.in");
  });

  it("has a WhatsApp twin: the service_update template with the moment in a line", () => {
    expect(composeServiceWhatsApp({ kind: "visit", ...visit }, data, "en")).toEqual({
      template: "service_update",
      params: ["Sasmita Behera", "SR-0042", "visit booked for Tuesday 4 May, 10:00"],
      link: data.link,
    });
    expect(
      composeServiceWhatsApp({ kind: "received", problem: "no-power" }, data, "or").params[2],
    ).toBe("ମିଳିଛି: ଆଦୌ ବିଜୁଳି ମିଳୁନାହିଁ");
  });
});
