import { householdSchemesEnd } from "../../app/content/solar-rates";
import { todayInKolkata } from "../../app/lib/time/kolkata-day";
import { expect, test } from "./fixtures";
import { parseCsv } from "../parse-csv";
import { createStaff, signInPage } from "./inbox";
import { cliCsvColumns, expectedErrors, exportLeads, uniqueAddress, uniqueEmail } from "./leads";
import { noticeVersion } from "../../app/lib/privacy/notice-version";

// The inbox as the sales desk uses it: find a lead that just came in, call or WhatsApp them,
// move it along, hand it to a colleague, note what was said, see it all in the timeline.

test.describe("working a lead", () => {
  test("from the public form to a worked lead, with its timeline", async ({ page, pageErrors }) => {
    const owner = await createStaff("owner", "Priya Das");
    const colleague = await createStaff("staff", `Rahul ${Date.now().toString(36)}`);
    const email = uniqueEmail("worked");
    const name = `Sasmita ${Date.now().toString(36)}`;

    // A visitor sends the contact form, as anyone would.
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Phone Number").fill("+91 94370 55555");
    await form.getByLabel("Message").fill("Please call about a 3 kW rooftop system.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator('[data-slot="toast"]')).toContainText("Message Sent!");

    await signInPage(page, owner);
    await expect(page).toHaveTitle(/^Leads \(\d+ new\) · /);
    await page.getByLabel("Search").fill(name);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${name.replace(" ", "\\+")}$`));
    const card = page.getByRole("list", { name: "Leads" }).getByRole("link");
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAttribute("data-new", "true");
    await card.click();

    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call" })).toHaveAttribute(
      "href",
      "tel:+919437055555",
    );
    const whatsapp = await page.getByRole("link", { name: "WhatsApp" }).getAttribute("href");
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/919437055555\?text=/);
    expect(decodeURIComponent(whatsapp!.split("text=")[1]!)).toContain(
      `Namaste ${name}, this is Priya Das`,
    );
    await expect(page.getByRole("link", { name: "Email" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${email.replace(/[.+]/g, "\\$&")}\\?subject=`),
    );

    await page.getByLabel("Status").selectOption("contacted");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved.");
    await page.getByLabel("Assigned to").selectOption({ label: colleague.name });
    await page.getByRole("button", { name: "Assign" }).click();
    await expect(page.getByText(`Assigned to ${colleague.name}`)).toBeVisible();
    await page
      .getByRole("textbox", { name: "Add a note" })
      .fill("Wants a site survey next Tuesday, 10 am.");
    await page.getByRole("button", { name: "Add note" }).click();

    const timeline = page.getByRole("region", { name: "Timeline" }).getByRole("listitem");
    await expect(timeline).toHaveCount(3);
    await expect(timeline.nth(0)).toContainText("Wants a site survey next Tuesday, 10 am.");
    await expect(timeline.nth(1)).toContainText(`Assigned to ${colleague.name}`);
    await expect(timeline.nth(2)).toContainText("Status: New → Contacted");
    for (let i = 0; i < 3; i++) await expect(timeline.nth(i)).toContainText("Priya Das");
    await expect(page.getByRole("heading", { level: 1 }).locator("..")).toContainText("Contacted");

    // Lost needs a reason, and the list shows where the lead stands and who has it.
    await page.getByLabel("Status").selectOption("lost");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Please say why the lead was lost.")).toBeVisible();
    await expect(timeline).toHaveCount(3);
    expectedErrors(pageErrors, /status of 400/);
    await page.getByLabel("Status").selectOption("lost");
    await page.getByLabel("Reason, if lost").fill("Chose a cheaper installer");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(timeline.first()).toContainText("Contacted → Lost (Chose a cheaper installer)");

    await page.getByRole("link", { name: "All leads" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Leads/ })).toBeVisible();
    await page.getByLabel("Status").selectOption("lost");
    await page.getByLabel("Assigned to").selectOption({ label: colleague.name });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByRole("list", { name: "Leads" }).getByRole("link")).toHaveCount(1);
    await expect(page.getByRole("list", { name: "Leads" })).toContainText(name);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/inbox\/login\?signedOut=1$/);
    await page.goto("/inbox");
    await expect(page).toHaveURL(/\/inbox\/login\?redirectTo=%2Finbox$/);
  });

  test("is usable on a 390 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const staff = await createStaff();
    await signInPage(page, staff);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  });
});

test.describe("the list", () => {
  test("filters, searches and pages in the URL, and exports what it shows as CSV", async ({
    page,
    request,
  }) => {
    const tag = `pg${Date.now().toString(36)}`;
    // Phone numbers of this run only (the e2e database keeps earlier runs' leads).
    const prefix = String(10_000 + Math.floor(Math.random() * 89_999));
    // 27 messages and 1 quote request, each from its own address (form posts are throttled).
    for (let i = 1; i <= 27; i++) {
      const sent = await request.post("/contact", {
        form: {
          noticeVersion,
          name: i === 1 ? `=HYPERLINK("http://evil.example","${tag}")` : `${tag} person ${i}`,
          email: `${tag}-${i}@example.com`,
          phone: `+91 ${prefix} ${String(i).padStart(5, "0")}`,
          message: `Enquiry ${tag} number ${i}`,
        },
        headers: { "X-Forwarded-For": uniqueAddress() },
      });
      expect(sent.ok()).toBe(true);
    }
    await request.post("/quote-request", {
      form: {
        noticeVersion,
        name: `${tag} quoter`,
        email: `${tag}-quote@example.com`,
        phone: `+91 ${prefix} 99999`,
        location: "751001",
        roofSize: "40",
        monthlyBill: "120",
        product: "inverters",
      },
      headers: { "X-Forwarded-For": uniqueAddress() },
    });

    await signInPage(page, await createStaff(), `/inbox?q=${tag}`);
    const cards = page.getByRole("list", { name: "Leads" }).getByRole("link");
    await expect(page.getByText("28 leads")).toBeVisible();
    await expect(cards).toHaveCount(25);
    await expect(cards.first()).toContainText(`${tag} quoter`);
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await page.getByRole("link", { name: "Older" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&page=2$`));
    await expect(cards).toHaveCount(3);
    await expect(cards.last()).toContainText("HYPERLINK");

    await page.goto(`/inbox?q=${tag}&kind=quote`);
    await expect(cards).toHaveCount(1);
    await expect(page.getByLabel("Kind")).toHaveValue("quote");
    await page.goto(`/inbox?q=${tag}&status=contacted`);
    await expect(page.getByText("No leads match these filters.")).toBeVisible();
    // The phone, however it is typed.
    await page.goto(`/inbox?q=${prefix}00007`);
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(`${tag} person 7`);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    await page.goto(`/inbox?q=${tag}&from=2000-01-01&to=2000-12-31`);
    await expect(cards).toHaveCount(0);
    await page.goto(`/inbox?q=${tag}&from=${today}&to=${today}&kind=contact`);
    await expect(page.getByText("27 leads")).toBeVisible();

    // The CSV holds every lead of the filter, not only the page, made safe for spreadsheets.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const file = await (await download).path();
    const { readFileSync } = await import("node:fs");
    const [header = [], ...rows] = parseCsv(readFileSync(file, "utf8"));
    // The same columns as the CLI's export (`npm run leads -- export --format=csv`).
    expect(header).toEqual(await cliCsvColumns());
    expect(header.slice(0, 9)).toEqual([
      "kind",
      "id",
      "createdAt",
      "language",
      "status",
      "assignedTo",
      "name",
      "email",
      "phone",
    ]);
    expect(header).toContain("message");
    expect(rows).toHaveLength(27);
    const cell = (row: string[] | undefined, column: string) => row?.[header.indexOf(column)];
    const evil = rows.find((row) => cell(row, "email") === `${tag}-1@example.com`);
    expect(cell(evil, "name")).toBe(`'=HYPERLINK("http://evil.example","${tag}")`);
    expect(cell(evil, "phone")).toBe(`'+91 ${prefix} 00001`);
    expect(cell(evil, "status")).toBe("new");
    expect(cell(evil, "message")).toBe(`Enquiry ${tag} number 1`);
  });
});

test.describe("newsletter subscribers", () => {
  test("are listed, searched, downloaded and removed", async ({ page, request }) => {
    const email = uniqueEmail("subscriber");
    await request.post("/blog", {
      form: { noticeVersion, email },
      headers: { "X-Forwarded-For": uniqueAddress() },
    });
    await signInPage(
      page,
      await createStaff(),
      `/inbox/subscribers?q=${encodeURIComponent(email)}`,
    );
    const list = page.getByRole("list", { name: "Newsletter subscribers" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText(email);

    const csv = await page.request.get(`/inbox/subscribers.csv?q=${encodeURIComponent(email)}`);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(parseCsv(await csv.text()).map((row) => row[0])).toEqual(["email", email]);

    await list.getByRole("button", { name: `Remove ${email}` }).click();
    await expect(page.getByRole("status")).toHaveText(`${email} was removed from the newsletter.`);
    await expect(page.getByText("No subscribers match.")).toBeVisible();
    expect((await exportLeads("newsletter")).some((lead) => lead.email === email)).toBe(false);
  });
});

test("a quote request sent from the planner shows the plan the visitor saw", async ({ page }) => {
  const owner = await createStaff("owner", "Priya Das");
  const email = uniqueEmail("planned");
  const name = `Bikash ${Date.now().toString(36)}`;
  await page.goto("/quote-request?plan=by%3Dbill%26bill%3D2000%26roof%3D500");
  const form = page.getByRole("form", { name: "Your Details" });
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("+91 94370 22222");
  await form.getByLabel("Zip Code or Location").fill("751007");
  await form.getByRole("button", { name: "Request My Free Quote" }).click();
  await expect(page.locator('[data-slot="toast"]')).toContainText("Quote Request Sent!");
  const [stored] = (await exportLeads("quote")).filter((lead) => lead.email === email);

  await signInPage(page, owner, `/inbox/quote/${stored!.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // Worked out again on the day it was sent: the fixed charge, meter rent and duty stay on the
  // bill; the household subsidies count until 31 March 2027 (this spec runs on the real clock).
  const day = todayInKolkata(new Date());
  const plan = page.getByRole("definition").filter({ hasText: "Bill: ₹2,000 → ₹212 a month" });
  await expect(plan).toContainText(`For: a home; worked out for ${day}`);
  await expect(plan).toContainText("System: 3 kW on-grid (recommended)");
  await expect(plan).toContainText(
    day <= householdSchemesEnd
      ? "central subsidy ₹78,000; Odisha top-up ₹60,000; net ₹47,250"
      : "central subsidy ₹0; Odisha top-up ₹0; net ₹1,85,250",
  );
  await expect(plan.getByRole("link", { name: "Open the plan in the planner" })).toHaveAttribute(
    "href",
    "/solar-calculator?by=bill&bill=2000&roof=500&roofUnit=sqft&system=on-grid&pay=cash",
  );
});

// Issue 20: a note typed but not yet added was emptied by "Save status" (and by any other
// button of the page), with JavaScript and without. Whatever staff press, what they typed stays.
test.describe("what staff type is never lost", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`a typed note survives "Save status" ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
      browser,
      request,
    }) => {
      const staff = await createStaff("owner", "Priya Das");
      const email = uniqueEmail("draft-note");
      const sent = await request.post("/contact", {
        form: {
          noticeVersion,
          name: "Draft Note",
          email,
          phone: "",
          message: "Call me about solar.",
        },
        headers: { "X-Forwarded-For": uniqueAddress() },
      });
      expect(sent.ok()).toBe(true);
      const [lead] = (await exportLeads("contact")).filter((row) => row.email === email);

      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      try {
        await signInPage(page, staff, `/inbox/contact/${lead!.id}`);
        if (javaScriptEnabled) {
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        }
        const note = page.getByRole("textbox", { name: "Add a note" });
        await note.fill("Promised a call back on Friday at 5 pm.");
        await page.getByLabel("Status").selectOption("contacted");
        await page.getByRole("button", { name: "Save status" }).click();
        await expect(page.getByRole("status")).toHaveText("Saved.");
        const timeline = page.getByRole("region", { name: "Timeline" }).getByRole("listitem");
        await expect(timeline.first()).toContainText("Status: New → Contacted");
        // The note is still there, and the page says it is not saved yet.
        await expect(note).toHaveValue("Promised a call back on Friday at 5 pm.");
        await expect(page.getByTestId("note-unsaved")).toHaveText(
          "This note is not saved yet: press “Add note” to keep it.",
        );

        await page.getByRole("button", { name: "Add note" }).click();
        await expect(timeline.first()).toContainText("Promised a call back on Friday at 5 pm.");
        await expect(note).toHaveValue("");
        await expect(page.getByTestId("note-unsaved")).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  }
});
