import { expect, test } from "./fixtures";
import { createStaff, signInPage } from "./inbox";
import { uniqueAddress, uniqueEmail } from "./leads";
import { hydrated, pageOn, withSurveySite } from "./survey-site";
import { noticeVersion } from "../../app/lib/privacy/notice-version";

// Issue 20: a lead's next step, set and met, first in the inbox while due (overdue in red and
// in words), counted in the navigation; the morning digest and the day-before survey reminder
// from the server's minute tick, read from a real SMTP listener. The site's clock is moved with
// faketime: booked on Saturday 1 May 2027, the site started again on Sunday after 09:00 IST.

test.describe.configure({ timeout: 240_000 });

test("a next step is set and met; the morning digest and the survey reminder arrive once", async ({
  browser,
}) => {
  // Saturday 1 May 2027, 10:00 in Kolkata.
  await withSurveySite(
    async ({ origin, databaseUrl, mail, restartAt }) => {
      const staff = await createStaff("owner", "Priya Das", databaseUrl);
      const email = uniqueEmail("follow-up");
      const sent = await fetch(`${origin}/forms/quote`, {
        method: "POST",
        headers: { Accept: "application/json", "X-Forwarded-For": uniqueAddress() },
        body: new URLSearchParams({
          noticeVersion,
          name: "Manas Ranjan",
          email,
          phone: "9437022222",
          location: "751007",
          roofSize: "50",
          monthlyBill: "100",
        }),
      });
      const { surveyPath } = (await sent.json()) as { surveyPath: string };
      // Monday 3 May, 10:00 IST: the first slot after the weekend.
      const monday = "2027-05-03T04:30:00.000Z";
      const booked = await fetch(`${origin}${surveyPath}`, {
        method: "POST",
        headers: { Origin: origin, "X-Forwarded-For": uniqueAddress() },
        body: new URLSearchParams({ intent: "book", slot: monday, noticeVersion }),
      });
      expect(booked.status).toBe(200);
      await mail.waitFor(email, /^Your free site survey: Monday, May 3, 2027/);

      // Staff give it a next step for Sunday 09:30 and another lead one for Sunday 12:00.
      const { context, page } = await pageOn(browser, origin);
      try {
        await signInPage(page, staff, "/inbox");
        await hydrated(page);
        await page
          .getByRole("list", { name: "Leads" })
          .getByRole("link", { name: /Manas Ranjan/ })
          .click();
        await page.getByLabel("What", { exact: true }).fill("Call to confirm the roof access");
        await page.getByLabel("When (India time)").fill("2027-05-02T09:30");
        await expect(page.getByLabel("Who", { exact: true })).toHaveValue("");
        await page.getByLabel("Who", { exact: true }).selectOption({ label: "Priya Das" });
        await page.getByRole("button", { name: "Save next step" }).click();
        await expect(page.getByRole("status")).toHaveText("Saved.");
        await expect(page.getByTestId("next-step-current")).toContainText(
          "Call to confirm the roof access · by 2 May 2027",
        );
        const timeline = page.getByRole("region", { name: "Timeline" }).getByRole("listitem");
        await expect(timeline.first()).toContainText(
          "Next step: Call to confirm the roof access, by 2 May 2027",
        );
        const leadPath = new URL(page.url()).pathname;
        await context.close();

        // Sunday 2 May, 09:05 IST: the first tick sends Priya her digest and Manas his reminder.
        const sunday = await restartAt("2027-05-02 03:35:00");
        const digest = await mail.waitFor(staff.email, /^Your day, May 2, 2027: /, 60_000);
        expect(digest.subject).toBe("Your day, May 2, 2027: 1 next step due");
        expect(digest.text).toContain("Good morning Priya Das,");
        expect(digest.text).toContain(
          `Call to confirm the roof access (Manas Ranjan) https://www.suryodaysolar.in${leadPath}`,
        );
        const reminder = await mail.waitFor(
          email,
          "Tomorrow: your free site survey, Monday, May 3, 2027, 10:00 to 12:00",
        );
        expect(reminder.attachments[0]?.content).toContain("DTSTART:20270503T043000Z");

        // Minutes later on Sunday: the step is due today, first in the inbox, counted beside "Leads".
        const later = await pageOn(browser, sunday);
        await signInPage(later.page, staff, "/inbox");
        await hydrated(later.page);
        await expect(later.page.getByTestId("nav-due")).toHaveText("1 due today");
        const due = later.page.getByTestId("next-steps-due");
        await expect(due).toContainText("Due today");
        await expect(due).toContainText("Call to confirm the roof access (Manas Ranjan)");
        await due.getByRole("link").first().click();
        await expect(
          later.page.getByRole("heading", { level: 1, name: "Manas Ranjan" }),
        ).toBeVisible();
        await later.page.getByRole("button", { name: "Done" }).click();
        await expect(later.page.getByTestId("next-step-current")).toHaveCount(0);
        const laterTimeline = later.page
          .getByRole("region", { name: "Timeline" })
          .getByRole("listitem");
        await expect(laterTimeline.first()).toContainText(
          "Next step done: Call to confirm the roof access",
        );
        await expect(later.page.getByTestId("nav-due")).toHaveCount(0);

        // One already past is overdue: in red and in words.
        await later.page.getByLabel("What", { exact: true }).fill("Send the brochure");
        await later.page.getByLabel("When (India time)").fill("2027-05-02T08:00");
        await later.page.getByRole("button", { name: "Save next step" }).click();
        await expect(later.page.getByTestId("nav-overdue")).toHaveText("1 overdue");
        await later.page.getByRole("link", { name: /^Leads/ }).click();
        await expect(later.page.getByTestId("next-steps-due")).toContainText("Overdue");

        // The digest and the reminder came once, however often the minute ticked.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        expect(mail.received.filter((m) => m.subject.startsWith("Your day, May 2,"))).toHaveLength(
          1,
        );
        expect(mail.received.filter((m) => m.subject.startsWith("Tomorrow:"))).toHaveLength(1);
        await later.context.close();
      } finally {
        await context.close();
      }
    },
    { clock: "2027-05-01 04:30:00" },
  );
});

test("a next step typed but not saved survives another button, and the survey settings keep what was typed", async ({
  browser,
}) => {
  await withSurveySite(async ({ origin, databaseUrl }) => {
    const staff = await createStaff("owner", "Priya Das", databaseUrl);
    await fetch(`${origin}/contact`, {
      method: "POST",
      headers: { "X-Forwarded-For": uniqueAddress() },
      body: new URLSearchParams({
        noticeVersion,
        name: "Draft Step",
        email: uniqueEmail("draft-step"),
        message: "Hi",
      }),
    });
    const { context, page } = await pageOn(browser, origin, { javaScriptEnabled: false });
    try {
      await signInPage(page, staff, "/inbox/contact/1");
      await page.getByLabel("What", { exact: true }).fill("Call back");
      await page.getByLabel("When (India time)").fill("2030-01-01T10:00");
      await page.getByRole("button", { name: "Assign" }).click();
      await expect(page.getByRole("status")).toHaveText("Saved.");
      await expect(page.getByLabel("What", { exact: true })).toHaveValue("Call back");
      await expect(page.getByLabel("When (India time)")).toHaveValue("2030-01-01T10:00");
      await expect(page.getByTestId("step-unsaved")).toBeVisible();

      // The settings page: a day off typed, then "Save weekly slots" pressed.
      await page.goto("/inbox/survey-settings");
      await page.getByLabel("Date").fill("2030-01-26");
      await page.getByLabel("Reason").fill("Republic Day");
      await page.getByRole("button", { name: "Save weekly slots" }).click();
      await expect(page.getByRole("status")).toHaveText("Saved.");
      await expect(page.getByLabel("Reason")).toHaveValue("Republic Day");
      await expect(page.getByTestId("day-off-unsaved")).toBeVisible();
      await page.getByRole("button", { name: "Add day off" }).click();
      await expect(page.getByText("Republic Day")).toBeVisible();
      await expect(page.getByTestId("day-off-unsaved")).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
