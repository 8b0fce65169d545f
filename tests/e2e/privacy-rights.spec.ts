import SQLite from "better-sqlite3";
import type { Page } from "@playwright/test";
import { formsCopy as enForms } from "../../app/content/copy/en/forms";
import { privacyNoticeCopy as enNotice } from "../../app/content/copy/en/privacy-notice";
import { formsCopy as orForms } from "../../app/content/copy/or/forms";
import { privacyNoticeCopy as orNotice } from "../../app/content/copy/or/privacy-notice";
import { noticeVersion } from "../../app/lib/privacy/notice-version";
import { expect, expectPrivateAddressStaysHome, languages, test } from "./fixtures";
import { fill } from "../../app/lib/i18n/fill";
import { createStaff, signInPage } from "./inbox";
import { uniqueAddress, uniqueEmail } from "./leads";
import { hydrated, pageOn, updateDatabase, withSurveySite } from "./survey-site";

// Issue 23 (the DPDP Act's notice, consent and rights), on the production build with e-mail to
// a real SMTP listener: the notice beside every form, in both languages, with its version
// stored; opt-ins unticked and recorded when ticked, with and without JavaScript; a withdrawal
// link read from a real e-mail stops the newsletter at once; a copy request confirmed through
// its e-mailed link shows that person's records and nobody else's; the staff queue shows due
// days and flags an overdue request; the new inbox pages refuse anyone without a session.

test.describe.configure({ timeout: 240_000 });

const words = {
  en: { forms: enForms, notice: enNotice },
  or: { forms: orForms, notice: orNotice },
};

function rows(databaseFile: string, query: string, ...values: unknown[]) {
  const database = new SQLite(databaseFile, { readonly: true });
  try {
    return database.prepare(query).all(...values) as Record<string, unknown>[];
  } finally {
    database.close();
  }
}

/** The form's notice: there, in the page's language, linked to the full notice and rights. */
async function expectNotice(page: Page, form: string, locale: "en" | "or") {
  const notice = page.locator(`details[data-privacy-notice="${form}"]`);
  await expect(notice).toHaveAttribute("data-notice-version", noticeVersion);
  await notice.locator("summary").click();
  const copy = words[locale].notice;
  await expect(notice.getByText(copy.forms[form as "contact"].purpose)).toBeVisible();
  const prefix = locale === "or" ? "/or" : "";
  await expect(notice.getByRole("link", { name: copy.fullLink })).toHaveAttribute(
    "href",
    `${prefix}/privacy-notice`,
  );
  await expect(notice.getByRole("link", { name: copy.rightsLink })).toHaveAttribute(
    "href",
    `${prefix}/privacy-rights`,
  );
  await expect(notice.getByRole("link", { name: "privacy@suryodaysolar.in" })).toBeVisible();
  if (form === "quote") {
    // Read before sending: in the form, before its button, not below the estimate (issue 30).
    await expect(
      page.locator(
        `form div:has(> details[data-privacy-notice="quote"]) ~ div button[type="submit"]`,
      ),
    ).toHaveCount(1);
  }
}

/** The opt-ins: one per purpose, none ticked. */
async function expectOptInsUnticked(page: Page, locale: "en" | "or") {
  const copy = words[locale].notice.consents;
  for (const purpose of ["newsletter", "whatsapp", "marketing-calls"] as const) {
    await expect(page.getByLabel(copy[purpose])).not.toBeChecked();
  }
}

test("each form has its notice and unticked opt-ins; what is sent keeps the notice version and the consents given, with and without JavaScript, in both languages", async ({
  browser,
}) => {
  await withSurveySite(async ({ origin, databaseFile }) => {
    for (const { locale, path } of languages) {
      const forms = words[locale].forms;
      const consents = words[locale].notice.consents;
      // Each form with JavaScript (its island posts JSON) and without (the page posts itself).
      for (const javaScriptEnabled of [true, false]) {
        const mode = javaScriptEnabled ? "js" : "nojs";
        const contact = await pageOn(browser, origin, { javaScriptEnabled });
        try {
          const page = contact.page;
          await page.goto(path("/contact"));
          if (javaScriptEnabled) await hydrated(page);
          await expectNotice(page, "contact", locale);
          await expectOptInsUnticked(page, locale);
          const email = uniqueEmail(`notice-contact-${locale}-${mode}`);
          await page.getByLabel(forms.person.name.label).fill("Ananya Mohanty");
          await page.getByLabel(forms.person.email.label).fill(email);
          await page
            .getByRole("textbox", { name: forms.contact.message.label, exact: true })
            .fill("Namaskar");
          await page.getByLabel(consents.whatsapp).check();
          await page.getByRole("button", { name: forms.contact.submit }).click();
          await expect(page.getByText(forms.contact.success.title).first()).toBeVisible();
          await expect
            .poll(() => rows(databaseFile, "select * from contact_messages where email = ?", email))
            .toMatchObject([{ notice_version: noticeVersion, language: locale }]);
          expect(
            rows(databaseFile, "select * from consent_records where email = ?", email),
          ).toMatchObject([
            {
              purpose: "whatsapp",
              action: "given",
              notice_version: noticeVersion,
              language: locale,
              source: "form:contact",
            },
          ]);
        } finally {
          await contact.context.close();
        }

        const quote = await pageOn(browser, origin, { javaScriptEnabled });
        try {
          const page = quote.page;
          await page.goto(path("/quote-request"));
          if (javaScriptEnabled) await hydrated(page);
          await expectNotice(page, "quote", locale);
          await expectOptInsUnticked(page, locale);
          const email = uniqueEmail(`notice-quote-${locale}-${mode}`);
          const form = page.getByRole("form", { name: forms.quote.heading });
          await form.getByLabel(forms.person.name.label).fill("Bikash Sahoo");
          await form.getByLabel(forms.person.email.label).fill(email);
          await form.getByLabel(forms.person.phone.label).fill("+91 94370 22222");
          await form.getByLabel(forms.quote.location.label).fill("751007");
          await form.getByLabel(consents.newsletter).check();
          await form.getByLabel(consents["marketing-calls"]).check();
          await form.getByRole("button", { name: forms.quote.submit }).click();
          await expect
            .poll(() => rows(databaseFile, "select * from quote_requests where email = ?", email))
            .toMatchObject([{ notice_version: noticeVersion, language: locale }]);
          const given = rows(
            databaseFile,
            "select purpose, action from consent_records where email = ? order by purpose",
            email,
          );
          expect(given).toEqual([
            { purpose: "marketing-calls", action: "given" },
            { purpose: "newsletter", action: "given" },
          ]);
          // Ticking the newsletter subscribed the address, with the version.
          expect(
            rows(databaseFile, "select * from newsletter_subscribers where email = ?", email),
          ).toMatchObject([{ notice_version: noticeVersion }]);
        } finally {
          await quote.context.close();
        }

        // The newsletter box: its notice; with e-mail set up the subscription waits for its
        // e-mailed link (double opt-in, issue 30), and the consent comes with the confirmation.
        const blog = await pageOn(browser, origin, { javaScriptEnabled });
        try {
          const page = blog.page;
          await page.goto(path("/blog"));
          if (javaScriptEnabled) await hydrated(page);
          await expectNotice(page, "newsletter", locale);
          const email = uniqueEmail(`notice-newsletter-${locale}-${mode}`);
          await page.getByRole("textbox", { name: forms.newsletter.emailLabel }).fill(email);
          await page.getByRole("button", { name: forms.newsletter.submit }).click();
          await expect(page.getByText(forms.newsletter.confirmSent.title).first()).toBeVisible();
          expect(
            rows(databaseFile, "select * from newsletter_subscribers where email = ?", email),
          ).toMatchObject([{ notice_version: noticeVersion, confirmed_at: null }]);
          expect(
            rows(
              databaseFile,
              "select purpose, source from consent_records where email = ?",
              email,
            ),
          ).toEqual([]);
        } finally {
          await blog.context.close();
        }
      }

      // The rights page and the DPDP notice page, and the links to them from the policy.
      const pages = await pageOn(browser, origin, { javaScriptEnabled: false });
      try {
        const page = pages.page;
        await page.goto(path("/privacy-rights"));
        await expectNotice(page, "rights", locale);
        await page.goto(path("/privacy-notice"));
        await expect(page.locator("[data-notice-version]").first()).toHaveAttribute(
          "data-notice-version",
          noticeVersion,
        );
        await expect(page.locator("[data-privacy-contact]")).toContainText(
          "privacy@suryodaysolar.in",
        );
        await page.goto(path("/privency-policy"));
        const links = page.locator("[data-notice-links]");
        await expect(links).toHaveCount(2);
        await expect(
          page.locator(
            "#your-privacy-rights ~ [data-notice-links], section:has(#contact-us) [data-notice-links]",
          ),
        ).toHaveCount(2);
        const footer = page.locator("[data-footer-privacy]");
        await expect(footer.getByRole("link").first()).toHaveAttribute(
          "href",
          path("/privacy-notice"),
        );
        await expect(footer).toContainText("privacy@suryodaysolar.in");
      } finally {
        await pages.context.close();
      }
    }
  });
});

/** The path of a link in an e-mail, on the test's site. */
const pathOf = (text: string, pattern: RegExp) => {
  const link = pattern.exec(text)?.[0];
  if (!link) throw new Error(`no link ${String(pattern)} in: ${text}`);
  return new URL(link).pathname;
};

test("a copy request confirmed through its e-mailed link shows that person's records and nobody else's; the e-mail's withdraw link stops the newsletter at once", async ({
  browser,
}) => {
  await withSurveySite(async ({ origin, databaseFile, mail }) => {
    const email = uniqueEmail("copy-me");
    const other = uniqueEmail("someone-else");
    const post = (path: string, form: Record<string, string>) =>
      fetch(`${origin}${path}`, {
        method: "POST",
        headers: { Origin: origin, "X-Forwarded-For": uniqueAddress() },
        body: new URLSearchParams({ noticeVersion, ...form }),
      });
    expect(
      (await post("/contact", { name: "Sasmita Copy", email, message: "My roof faces south" }))
        .status,
    ).toBe(200);
    expect((await post("/blog", { email })).status, "subscribed to the newsletter").toBe(200);
    // Confirmed by its e-mailed link (double opt-in, issue 30).
    const letter = await mail.waitFor(
      email,
      fill(enNotice.subscribeEmail.subject, { company: "Suryoday Solar" }),
    );
    const subscribe = /https:\S+(\/privacy\/subscribe\/[\w-]{43})/.exec(letter.text)![1]!;
    expect((await post(subscribe, {})).status).toBe(200);
    expect(
      (await post("/contact", { name: "Other Person", email: other, message: "Not hers" })).status,
    ).toBe(200);

    // The survey booking page has its notice too.
    const quote = await post("/forms/quote", {
      name: "Sasmita Copy",
      email,
      phone: "9437022222",
      location: "751007",
      roofSize: "50",
      monthlyBill: "100",
    });
    const { surveyPath } = (await quote.json()) as { surveyPath: string };
    {
      const { context, page } = await pageOn(browser, origin, { javaScriptEnabled: false });
      try {
        await page.goto(surveyPath);
        await expectNotice(page, "survey", "en");
        await page.goto("/or/privacy-rights");
        await page.getByLabel(orNotice.rightsPage.kinds.copy).check();
        await page.getByLabel(orNotice.rightsPage.emailLabel).fill(email);
        await page.getByRole("button", { name: orNotice.rightsPage.submit }).click();
        const sent = page.locator("[data-rights-sent]");
        await expect(sent).toContainText(orNotice.rightsPage.copySentText);
        const reference = await sent.locator("[data-reference]").textContent();
        expect(reference).toMatch(/^PR-\d{4}-\d{6}$/);

        const confirmation = await mail.waitFor(email, new RegExp(reference!.replace(/-/g, "\\-")));
        expect(confirmation.text).toContain("privacy@suryodaysolar.in");
        const copyPath = pathOf(confirmation.text, /https:\/\/\S+\/or\/privacy\/copy\/[\w-]{43}/);
        const withdrawPath = pathOf(
          confirmation.text,
          /https:\/\/\S+\/or\/privacy\/withdraw\/[\w-]{43}/,
        );

        // The copy: a GET only asks to confirm; the POST shows the records.
        const asked = await page.request.get(copyPath);
        expect(asked.status()).toBe(200);
        expect(asked.headers()["cache-control"]).toBe("no-store");
        expect(await asked.text()).not.toContain("My roof faces south");
        await page.goto(copyPath);
        await expectPrivateAddressStaysHome(page);
        await page.getByRole("button", { name: orNotice.copy.confirm }).click();
        const copy = page.locator("[data-copy]");
        await expect(copy).toContainText("My roof faces south");
        await expect(page.getByText(fill(orNotice.copy.intro, { email }))).toBeVisible();
        // A summary in the person's language that fits a phone, not a dump of tables (issue 30).
        await expect(
          copy.getByRole("heading", { level: 2, name: orNotice.copy.sections.quote }),
        ).toBeVisible();
        await expect(
          copy.getByRole("heading", { level: 2, name: orNotice.copy.sections.newsletter }),
        ).toBeVisible();
        await expect(copy).not.toContainText("created_at");
        await page.setViewportSize({ width: 390, height: 844 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
        await expect(copy).not.toContainText(other);
        await expect(copy).not.toContainText("Not hers");
        const download = await page.request.post(`${copyPath}/download`, {
          headers: { Origin: origin },
        });
        expect(download.headers()["content-disposition"]).toContain("attachment");
        const json = await download.text();
        expect(json).toContain("My roof faces south");
        expect(json).not.toContain(other);
        // A tampered link opens nothing.
        expect((await page.request.get(`${copyPath.slice(0, -3)}abc`)).status()).toBe(404);

        // The withdrawal: a GET changes nothing; the button withdraws and unsubscribes at once.
        await page.goto(withdrawPath);
        expect(
          rows(databaseFile, "select * from newsletter_subscribers where email = ?", email),
        ).toHaveLength(1);
        await page.getByRole("button", { name: orNotice.withdraw.button }).click();
        await expect(page.locator("[data-withdrawn]")).toContainText(orNotice.withdraw.doneText);
        expect(
          rows(databaseFile, "select * from newsletter_subscribers where email = ?", email),
        ).toEqual([]);
        expect(
          rows(
            databaseFile,
            "select purpose, action, source from consent_records where email = ? order by id",
            email,
          ),
        ).toEqual([
          { purpose: "newsletter", action: "given", source: "form:newsletter" },
          { purpose: "newsletter", action: "withdrawn", source: "withdraw-link" },
        ]);
      } finally {
        await context.close();
      }
    }
  });
});

test("staff see each request's due day and an overdue one flagged; the new inbox pages refuse anyone without a session, and the access log is the owner's", async ({
  browser,
}) => {
  await withSurveySite(async ({ origin, databaseFile, databaseUrl }) => {
    // Without a session: pages redirect to sign-in, data requests and posts are refused.
    for (const path of ["/inbox/privacy", "/inbox/access-log"]) {
      const page = await fetch(`${origin}${path}`, { redirect: "manual" });
      expect(page.status, path).toBe(302);
      expect(page.headers.get("location")).toContain("/inbox/login");
      const data = await fetch(`${origin}${path}.data`, { redirect: "manual" });
      expect([302, 401], path).toContain(data.status);
      const post = await fetch(`${origin}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: origin, "X-Forwarded-For": uniqueAddress() },
        body: new URLSearchParams({ intent: "close", id: "1", answer: "x" }),
      });
      expect([302, 401, 403, 405], path).toContain(post.status);
      expect(post.status).not.toBe(200);
    }

    const email = uniqueEmail("queue");
    const post = (form: Record<string, string>) =>
      fetch(`${origin}/privacy-rights`, {
        method: "POST",
        headers: { Origin: origin, "X-Forwarded-For": uniqueAddress() },
        body: new URLSearchParams({ noticeVersion, ...form }),
      });
    expect((await post({ kind: "grievance", email, message: "Too many calls" })).status).toBe(200);
    expect((await post({ kind: "nominee", email, message: "My son" })).status).toBe(200);
    // The grievance arrived 100 days ago: past its 90.
    updateDatabase(
      databaseFile,
      "update privacy_requests set created_at = ? where kind = 'grievance'",
      new Date(Date.now() - 100 * 86_400_000).toISOString(),
    );

    const staff = await createStaff("staff", "Rahul Nayak", databaseUrl);
    const owner = await createStaff("owner", "Priya Das", databaseUrl);
    const { context, page } = await pageOn(browser, origin);
    try {
      await signInPage(page, staff, "/inbox/privacy");
      await expect(page.getByRole("heading", { name: "Privacy requests" })).toBeVisible();
      const overdue = page.locator('[data-overdue="yes"]');
      await expect(overdue).toHaveCount(1);
      await expect(overdue).toContainText("Grievance");
      await expect(overdue.getByTestId("request-overdue")).toContainText("Overdue by 10 days");
      const fresh = page.locator('[data-overdue="no"]');
      await expect(fresh).toContainText("Nominee");
      await expect(fresh).toContainText("90 days left");
      await expect(fresh.locator("[data-due]")).toHaveAttribute(
        "datetime",
        new Date(Date.now() + (90 * 86_400_000 + 5.5 * 3_600_000)).toISOString().slice(0, 10),
      );
      await expect(page.getByTestId("nav-privacy-overdue")).toHaveText("1 overdue");

      // Answered and closed: no longer overdue.
      await overdue.getByLabel(/Answer/).fill("Calls stopped; consent withdrawn.");
      await overdue.getByRole("button", { name: "Answer and close" }).click();
      await expect(page.getByText("Answered and closed.")).toBeVisible();
      await expect(page.locator('[data-overdue="yes"]')).toHaveCount(0);
      await expect(page.getByTestId("nav-privacy-overdue")).toHaveCount(0);

      // A staff member opening a request is logged; the log is the owner's alone.
      await fresh.getByRole("link").first().click();
      await expect(page).toHaveURL(/\/inbox\/privacy\/\d+$/);
      const subject = `privacy ${/\/(\d+)$/.exec(page.url())![1]}`;
      const refused = await page.request.get("/inbox/access-log");
      expect(refused.status()).toBe(403);
      await context.clearCookies();
      await signInPage(page, owner, "/inbox/access-log");
      const logged = page.locator(`[data-access="${subject}"]`);
      await expect(logged.first()).toContainText("Rahul Nayak");
    } finally {
      await context.close();
    }
  });
});

test("a newsletter subscription starts only at the e-mailed link, in the subscriber's language (double opt-in, issue 30)", async ({
  browser,
}) => {
  await withSurveySite(async ({ origin, databaseFile, mail }) => {
    const email = uniqueEmail("double-opt-in");
    const sent = await fetch(`${origin}/or/forms/newsletter`, {
      method: "POST",
      headers: { Accept: "application/json", "X-Forwarded-For": uniqueAddress() },
      body: new URLSearchParams({ noticeVersion, email }),
    });
    expect(await sent.json()).toEqual({ status: "sent", confirm: true });
    const subscriber = () =>
      rows(databaseFile, "select confirmed_at from newsletter_subscribers where email = ?", email);
    const consents = () =>
      rows(databaseFile, "select action from consent_records where email = ?", email);
    expect(subscriber()).toEqual([{ confirmed_at: null }]);
    expect(consents()).toEqual([]);

    const letter = await mail.waitFor(
      email,
      fill(orNotice.subscribeEmail.subject, { company: "Suryoday Solar" }),
    );
    const link = /https:\S+\/or\/privacy\/subscribe\/[\w-]{43}/.exec(letter.text)![0];
    // It carries the link that withdraws every consent, as every e-mail to a person does.
    expect(letter.text).toMatch(/\/or\/privacy\/withdraw\/[\w-]{43}/);

    const { context, page } = await pageOn(browser, origin, { javaScriptEnabled: false });
    try {
      // Opening the link (as a mail scanner would) changes nothing; the button confirms.
      await page.goto(new URL(link).pathname);
      await expectPrivateAddressStaysHome(page);
      expect(subscriber()).toEqual([{ confirmed_at: null }]);
      await page.getByRole("button", { name: orNotice.subscribe.button }).click();
      await expect(page.getByRole("status")).toContainText(orNotice.subscribe.doneHeading);
      expect(subscriber()[0]!.confirmed_at).not.toBeNull();
      expect(consents()).toEqual([{ action: "given" }]);
    } finally {
      await context.close();
    }
  });
});
