import { randomBytes } from "node:crypto";
import { projectCopy as enProject } from "../../app/content/copy/en/project";
import { projectCopy as orProject } from "../../app/content/copy/or/project";
import { acknowledgementCopy as enThanks } from "../../app/content/copy/en/acknowledgement";
import { acknowledgementCopy as orThanks } from "../../app/content/copy/or/acknowledgement";
import { privateLinkCopy as enLink } from "../../app/content/copy/en/private-link";
import { noticeVersion } from "../../app/lib/privacy/notice-version";
import { privateLinkCopy as orLink } from "../../app/content/copy/or/private-link";
import { fill } from "../../app/lib/i18n/fill";
import { expect, expectPrivateAddressStaysHome, languages, test } from "./fixtures";
import { createStaff, signInPage } from "./inbox";
import { uniqueAddress, uniqueEmail } from "./leads";
import { hydrated, pageOn, updateDatabase, withSurveySite } from "./survey-site";

// Issue 22: staff mark a lead won and open its project, move it through the steps (one with
// the e-mail unticked), and the customer's page follows in the lead's language; an e-mail per
// step done arrives at a real SMTP listener with a link that opens the page; a wrong, expired
// or revoked link is "not found"; the new inbox pages refuse anyone without a staff session.

test.describe.configure({ timeout: 180_000 });

const words = { en: enProject, or: orProject };
const notFoundWords = { en: enLink, or: orLink };
const linkIn = (text: string) => /https:\S+\/project\/[\w-]{43}/.exec(text)?.[0] ?? "";
const pathOf = (link: string) => new URL(link).pathname;

for (const { locale, path } of languages) {
  test(`a won sale's project moves step by step and the customer's page follows (${locale})`, async ({
    browser,
  }) => {
    const copy = words[locale];
    const steps = copy.steps;
    await withSurveySite(async ({ origin, databaseUrl, databaseFile, mail }) => {
      const staff = await createStaff("owner", "Priya Das", databaseUrl);
      const email = uniqueEmail(`project-${locale}`);
      const sent = await fetch(`${origin}${path("/forms/quote")}`, {
        method: "POST",
        headers: { Accept: "application/json", "X-Forwarded-For": uniqueAddress() },
        body: new URLSearchParams({
          name: "Sasmita Behera",
          email,
          phone: "9437055555",
          location: "751007",
          roofSize: "50",
          monthlyBill: "100",
          noticeVersion,
        }),
      });
      expect(sent.ok).toBe(true);

      const { context, page } = await pageOn(browser, origin);
      const customer = await pageOn(browser, origin, { javaScriptEnabled: false, width: 390 });
      try {
        await signInPage(page, staff, "/inbox");
        await hydrated(page);
        // Loaded whole and hydrated before anything is chosen, so hydration cannot undo a choice.
        const lead = page
          .getByRole("list", { name: "Leads" })
          .getByRole("link", { name: /Sasmita Behera/ });
        await page.goto((await lead.getAttribute("href"))!);
        await hydrated(page);
        const panel = page.getByTestId("lead-project");
        await expect(panel).toContainText("A project opens when the lead is won");
        // Not won yet: the server refuses to open one, whatever is posted.
        const early = await page.request.post(`${new URL(page.url()).pathname}.data`, {
          form: { intent: "openProject", projectCategory: "home" },
          headers: { Origin: origin },
        });
        expect(early.status()).toBe(409);
        const status = page.getByLabel("Status", { exact: true });
        await status.selectOption({ label: "Won" });
        await expect(status).toHaveValue("won");
        await page.getByRole("button", { name: "Save status" }).click();
        await expect(page.getByRole("status")).toHaveText("Saved.");
        await panel.getByLabel("Customer").selectOption({ label: "Home" });
        await panel.getByRole("button", { name: "Open project" }).click();
        await expect(page).toHaveURL(/\/inbox\/projects\/\d+$/);
        const projectPath = new URL(page.url()).pathname;
        await expect(page.getByRole("heading", { level: 1, name: "Sasmita Behera" })).toBeVisible();
        await expect(page.getByText("0 of 11 steps done")).toBeVisible();

        // Registration done, with its application number and a note: the customer is e-mailed.
        const registration = page.getByTestId("step-portal-registration");
        await registration.getByLabel("Application number").fill("NP-OD-2027-0042");
        await registration
          .getByLabel(/Note for the customer/)
          .fill("Registered with your consumer number.");
        await registration.getByLabel(/Staff note/).fill("Customer prefers calls after 5 pm");
        // Typed into another step (opened: only the current one starts open) and not saved: it
        // survives the save.
        await page.getByTestId("step-installation-scheduled").locator("summary").click();
        await page
          .getByTestId("step-installation-scheduled")
          .getByLabel("Who")
          .fill("Installation team B");
        await registration.getByRole("button", { name: "Done today" }).click();
        await expect(page.getByRole("status")).toHaveText("Saved. The customer is being e-mailed.");
        await expect(page.getByTestId("step-installation-scheduled").getByLabel("Who")).toHaveValue(
          "Installation team B",
        );
        await expect(page.getByTestId("step-installation-scheduled-unsaved")).toBeVisible();

        const first = await mail.waitFor(
          email,
          fill(copy.emails.subject, { step: steps["portal-registration"].title }),
        );
        expect(first.text).toContain(fill(copy.emails.greeting, { name: "Sasmita Behera" }));
        expect(first.text).toContain("Registered with your consumer number.");
        expect(first.text).not.toContain("after 5 pm");
        const firstLink = linkIn(first.text);
        expect(firstLink).toContain(
          `https://www.suryodaysolar.in${locale === "or" ? "/or" : ""}/project/`,
        );

        // The customer's page, in the lead's language, without JavaScript, on a phone.
        const answer = await customer.page.goto(pathOf(firstLink));
        expect(answer?.status()).toBe(200);
        expect(answer?.headers()["cache-control"]).toBe("no-store");
        expect(answer?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
        expect(answer?.headers()["referrer-policy"]).toBe("same-origin");
        await expect(customer.page.locator("html")).toHaveAttribute(
          "lang",
          locale === "or" ? "or" : "en-IN",
        );
        await expect(customer.page.locator('meta[name="robots"]')).toHaveAttribute(
          "content",
          "noindex, nofollow",
        );
        await expect(
          customer.page.getByRole("heading", { level: 1, name: copy.page.heading }),
        ).toBeVisible();
        await expectPrivateAddressStaysHome(customer.page);
        await expect(customer.page.getByTestId("project-progress")).toHaveText(
          fill(copy.page.progress, { done: 1, total: 11 }),
        );
        const now = customer.page.getByTestId("project-now");
        await expect(now).toContainText(steps["discom-feasibility"].title);
        await expect(customer.page.getByTestId("project-steps")).toContainText(
          fill(copy.page.reference, {
            label: steps["portal-registration"].reference,
            value: "NP-OD-2027-0042",
          }),
        );
        await expect(customer.page.getByTestId("project-no-documents")).toHaveText(
          copy.page.noDocuments,
        );
        await expect(customer.page.locator("body")).not.toContainText("after 5 pm");
        // No script of its own: at most the islands runtime every public page has.
        const scripts = await customer.page
          .locator("script[src]")
          .evaluateAll((found) => found.map((script) => script.getAttribute("src")));
        expect(scripts.length).toBeLessThanOrEqual(1);

        // Feasibility done with the e-mail unticked; installation scheduled with a date.
        const feasibility = page.getByTestId("step-discom-feasibility");
        await feasibility.getByLabel("E-mail the customer when it is marked done").uncheck();
        await feasibility.getByRole("button", { name: "Done today" }).click();
        await expect(page.getByRole("status")).toHaveText("Saved.");
        const scheduled = page.getByTestId("step-installation-scheduled");
        await scheduled.getByLabel("Expected").fill("2030-02-10");
        await scheduled.getByRole("button", { name: "Save step" }).click();
        await expect(page.getByRole("status")).toHaveText("Saved.");
        await expect(scheduled.getByLabel("Who")).toHaveValue("Installation team B");
        await customer.page.reload();
        await expect(now).toContainText(steps["installation-scheduled"].title);
        await expect(now).toContainText(steps["installation-scheduled"].keepReady);
        await expect(now).toContainText(locale === "or" ? "10 ଫେବୃଆରୀ 2030" : "February 10, 2030");

        await scheduled.getByRole("button", { name: "Done today" }).click();
        await expect(page.getByRole("status")).toHaveText("Saved. The customer is being e-mailed.");
        const second = await mail.waitFor(
          email,
          fill(copy.emails.subject, { step: steps["installation-scheduled"].title }),
        );
        expect(second.text).toContain(steps["installation-done"].title);
        // One e-mail per step done, none for the step with the e-mail unticked.
        // (Besides the quote request's own acknowledgement, issue 30.)
        const thanks = fill((locale === "or" ? orThanks : enThanks).quote.subject, {
          company: "Suryoday Solar",
        });
        expect(
          mail.received.filter((caught) => caught.to.includes(email) && caught.subject !== thanks),
        ).toHaveLength(2);
        await customer.page.goto(pathOf(linkIn(second.text)));
        await expect(customer.page.getByTestId("project-progress")).toHaveText(
          fill(copy.page.progress, { done: 3, total: 11 }),
        );
        await expect(now).toContainText(steps["installation-done"].title);

        // The board shows it at its step; the lead's timeline has its history.
        await page.goto("/inbox/projects");
        const card = page.getByTestId("project-card").filter({ hasText: "Sasmita Behera" });
        await expect(card).toContainText("3 of 11 steps done");
        await expect(
          page.getByRole("region", { name: `${enProject.steps["installation-done"].title} (1)` }),
        ).toContainText("Sasmita Behera");
        await card.getByRole("link").click();
        await page.getByRole("link", { name: "Lead", exact: true }).click();
        const timeline = page.getByRole("region", { name: "Timeline" });
        await expect(timeline).toContainText(
          "Project step done: Installation scheduled (customer e-mailed)",
        );
        await expect(timeline).toContainText("Project step done: DISCOM feasibility (no e-mail)");
        await expect(timeline).toContainText("Project opened (home)");

        // A wrong, tampered or expired link: the one plain "not found", in the page's language.
        const notFound = notFoundWords[locale].notFound.title;
        const firstPath = pathOf(firstLink);
        const tampered = `${firstPath.slice(0, -1)}${firstPath.endsWith("A") ? "B" : "A"}`;
        for (const wrong of [
          path(`/project/${randomBytes(32).toString("base64url")}`),
          tampered,
          path("/project/short"),
        ]) {
          const refused = await customer.page.goto(wrong);
          expect(refused?.status(), wrong).toBe(404);
          expect(refused?.headers()["cache-control"]).toBe("no-store");
          await expect(customer.page.getByRole("heading", { level: 1 })).toHaveText(notFound);
          await expect(customer.page.locator("body")).not.toContainText("Sasmita");
        }
        updateDatabase(
          databaseFile,
          "update private_links set expires_at = ? where purpose = 'project' and id = (select min(id) from private_links where purpose = 'project')",
          new Date(Date.now() - 60_000).toISOString(),
        );
        expect((await customer.page.goto(firstPath))?.status()).toBe(404);

        // The server is the authority: a date that is no day is refused, nothing saved, and
        // everything posted comes back as typed.
        const refusedPost = await page.request.post(`${projectPath}.data`, {
          form: {
            intent: "save:installation-done",
            "installation-done.present": "1",
            "installation-done.applies": "on",
            "installation-done.expected": "2030-02-30",
            "installation-done.staffNote": "Typed, not lost",
          },
          headers: { Origin: origin },
        });
        expect(refusedPost.status()).toBe(400);
        const refusedText = await refusedPost.text();
        expect(refusedText).toContain("Typed, not lost");
        expect(refusedText).not.toMatch(/ZodError|stack/i);

        // Staff send a new link (the second e-mail's still opens), then revoke them all.
        await page.goto(projectPath);
        await expect(page.getByTestId("step-installation-done").getByLabel("Expected")).toHaveValue(
          "",
        );
        await page.getByRole("button", { name: "Send a new link" }).click();
        await expect(page.getByTestId("project-link")).toContainText("/project/");
        const resent = await mail.waitFor(email, copy.emails.linkSubject);
        expect((await customer.page.goto(pathOf(linkIn(resent.text))))?.status()).toBe(200);
        expect((await customer.page.goto(pathOf(linkIn(second.text))))?.status()).toBe(200);
        await page.getByRole("button", { name: "Revoke all links" }).click();
        // The expired one counts too: every link not yet revoked is ended.
        await expect(page.getByRole("status")).toHaveText("3 links revoked.");
        for (const link of [linkIn(resent.text), linkIn(second.text)]) {
          expect((await customer.page.goto(pathOf(link)))?.status()).toBe(404);
          await expect(customer.page.getByRole("heading", { level: 1 })).toHaveText(notFound);
        }
      } finally {
        await context.close();
        await customer.context.close();
      }
    });
  });
}

test("the project pages refuse anyone without a staff session", async ({ request }) => {
  for (const path of ["/inbox/projects", "/inbox/projects/1"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toContain("/inbox/login");
    expect(response.headers()["cache-control"], path).toBe("no-store");
    const data = await request.get(`${path}.data`, { maxRedirects: 0 });
    expect(data.status(), `${path}.data`).toBe(401);
  }
  for (const [path, form] of [
    ["/inbox/projects/1", { intent: "sendLink" }],
    ["/inbox/projects/1", { intent: "revokeLinks" }],
    [
      "/inbox/projects/1",
      { intent: "done:portal-registration", "portal-registration.applies": "on" },
    ],
    ["/inbox/quote/1", { intent: "openProject", projectCategory: "home" }],
  ] as const) {
    const post = await request.post(path, { form, maxRedirects: 0 });
    expect(post.status(), `POST ${path}`).toBe(302);
    const postData = await request.post(`${path}.data`, { form, maxRedirects: 0 });
    expect(postData.status(), `POST ${path}.data`).toBe(401);
  }
});

test("a project with no step done for 21 days is flagged stalled once the clock passes the limit", async ({
  browser,
}) => {
  // Opened on Monday 4 January 2027, 10:30 in Kolkata; the site started again 22 days later.
  await withSurveySite(
    async ({ origin, databaseUrl, restartAt }) => {
      const staff = await createStaff("owner", "Priya Das", databaseUrl);
      const sent = await fetch(`${origin}/forms/quote`, {
        method: "POST",
        headers: { Accept: "application/json", "X-Forwarded-For": uniqueAddress() },
        body: new URLSearchParams({
          name: "Bikash Sahoo",
          email: uniqueEmail("project-stalled"),
          phone: "9437066666",
          location: "751007",
          roofSize: "50",
          monthlyBill: "100",
          noticeVersion,
        }),
      });
      expect(sent.ok).toBe(true);
      const opened = await pageOn(browser, origin);
      try {
        await signInPage(opened.page, staff, "/inbox");
        await hydrated(opened.page);
        const lead = opened.page
          .getByRole("list", { name: "Leads" })
          .getByRole("link", { name: /Bikash Sahoo/ });
        await opened.page.goto((await lead.getAttribute("href"))!);
        await hydrated(opened.page);
        const status = opened.page.getByLabel("Status", { exact: true });
        await status.selectOption({ label: "Won" });
        await expect(status).toHaveValue("won");
        await opened.page.getByRole("button", { name: "Save status" }).click();
        await expect(opened.page.getByRole("status")).toHaveText("Saved.");
        await opened.page.getByRole("button", { name: "Open project" }).click();
        await expect(opened.page).toHaveURL(/\/inbox\/projects\/\d+$/);
        await expect(opened.page.getByTestId("project-stall")).toHaveCount(0);
        await expect(opened.page.getByTestId("nav-stalled")).toHaveCount(0);
      } finally {
        await opened.context.close();
      }

      // 21 days on (25 January, 11:00 IST): not yet; 22 days on (26 January): stalled.
      for (const [clock, stalled] of [
        ["2027-01-25 05:30:00", false],
        ["2027-01-26 05:30:00", true],
      ] as const) {
        const later = await restartAt(clock);
        const { context, page } = await pageOn(browser, later);
        try {
          await signInPage(page, staff, "/inbox/projects");
          await hydrated(page);
          const card = page.getByTestId("project-card").filter({ hasText: "Bikash Sahoo" });
          await expect(card).toHaveAttribute("data-stalled", String(stalled));
          if (stalled) {
            await expect(page.getByTestId("nav-stalled")).toHaveText("1 stalled");
            await expect(card.getByTestId("project-stall")).toContainText(
              "No step done in 21 days.",
            );
          } else {
            await expect(page.getByTestId("nav-stalled")).toHaveCount(0);
          }
        } finally {
          await context.close();
        }
      }
    },
    { clock: "2027-01-04 05:00:00" },
  );
});
