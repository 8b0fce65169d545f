import { describe, expect, it } from "vitest";
import { foldLine, calendarFile } from "~/lib/calendar/calendar-file";
import { composeSurveyEmail, composeSurveyStaffEmail, surveyUid } from "./survey-emails";

const data = {
  surveyId: 12,
  sequence: 0,
  start: "2027-05-03T04:30:00.000Z",
  end: "2027-05-03T06:30:00.000Z",
  name: "Sasmita Behera",
  email: "sasmita@example.com",
  place: "Plot 4, Saheed Nagar, 751007",
  link: "https://www.suryodaysolar.in/survey/abc",
  siteUrl: "https://www.suryodaysolar.in",
  stamp: new Date("2027-05-01T04:30:00.000Z"),
};

const unfold = (ics: string) => ics.replace(/\r\n /g, "");

describe("survey e-mails", () => {
  it("confirm a booking in English with the time in Kolkata, the link and a calendar file", () => {
    const mail = composeSurveyEmail("booked", data, "en");
    expect(mail.subject).toBe("Your free site survey: Monday, May 3, 2027, 10:00 to 12:00");
    expect(mail.text).toContain("Namaste Sasmita Behera,");
    expect(mail.text).toContain("https://www.suryodaysolar.in/survey/abc");
    expect(mail.text).toContain("https://www.suryodaysolar.in/privency-policy");
    const [file] = mail.attachments!;
    expect(file!.filename).toBe("site-survey.ics");
    expect(file!.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const ics = unfold(file!.content);
    expect(ics).toContain("METHOD:REQUEST\r\n");
    expect(ics).toContain(`UID:${surveyUid(12, data.siteUrl)}\r\n`);
    expect(surveyUid(12, data.siteUrl)).toBe("survey-12@suryodaysolar.in");
    expect(ics).toContain("DTSTART:20270503T043000Z\r\n");
    expect(ics).toContain("DTEND:20270503T063000Z\r\n");
    expect(ics).toContain("SEQUENCE:0\r\n");
    expect(ics).toContain("LOCATION:Plot 4\\, Saheed Nagar\\, 751007\r\n");
    // Calendars sync and share an event's text: the private link is not in it (issue 30).
    expect(ics).not.toContain("/survey/");
    expect(ics).toContain("use the link in our e-mail");
  });

  it("in Odia, with Odia day names and dates", () => {
    const mail = composeSurveyEmail("moved", { ...data, sequence: 1 }, "or");
    expect(mail.subject).toBe("ଆପଣଙ୍କ ସାଇଟ ସର୍ଭେର ସମୟ ବଦଳିଛି: ସୋମବାର, 3 ମେ 2027, 10:00ରୁ 12:00");
    expect(mail.text).toContain("ନମସ୍କାର Sasmita Behera,");
    expect(unfold(mail.attachments![0]!.content)).toContain("SEQUENCE:1\r\n");
    expect(mail.text).toContain("https://www.suryodaysolar.in/or/privency-policy");
  });

  it("cancel with METHOD:CANCEL and the same UID", () => {
    const mail = composeSurveyEmail("cancelled", { ...data, sequence: 2 }, "en");
    const ics = unfold(mail.attachments![0]!.content);
    expect(ics).toContain("METHOD:CANCEL\r\n");
    expect(ics).toContain("STATUS:CANCELLED\r\n");
    expect(ics).toContain("UID:survey-12@suryodaysolar.in\r\n");
    expect(mail.subject).toBe("Your site survey is cancelled");
  });

  it("tell staff who booked, when and where, with the lead's link", () => {
    const mail = composeSurveyStaffEmail("booked", {
      ...data,
      leadId: 5,
      phone: "+91 94370 55555",
      by: "the visitor",
    });
    expect(mail.subject).toBe(
      "Site survey booked by the visitor: Sasmita Behera, Monday, May 3, 2027, 10:00 to 12:00",
    );
    expect(mail.text).toContain("https://www.suryodaysolar.in/inbox/quote/5");
  });
});

describe("calendar lines", () => {
  it("are folded at 75 octets without splitting an Odia character", () => {
    const line = `SUMMARY:${"ମାଗଣା ସାଇଟ ସର୍ଭେ ".repeat(8)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("end every line with CRLF", () => {
    const ics = calendarFile({
      uid: "x@y",
      sequence: 0,
      start: data.start,
      end: data.end,
      stamp: data.stamp,
      title: "T",
      description: "a\nb; c",
      location: "L",
      organizer: { name: "O", email: "o@example.com" },
      attendee: { name: 'A "B"', email: "a@example.com" },
      cancelled: false,
    });
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.split("\r\n").every((line) => !line.includes("\n"))).toBe(true);
    expect(ics).toContain("DESCRIPTION:a\\nb\\; c");
    expect(ics).toContain('ATTENDEE;CN="A B";');
  });
});
