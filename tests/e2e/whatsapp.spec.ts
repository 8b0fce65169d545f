import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { formsCopy as enForms } from "../../app/content/copy/en/forms";
import { formsCopy as orForms } from "../../app/content/copy/or/forms";
import { privacyNoticeCopy as enNotice } from "../../app/content/copy/en/privacy-notice";
import { privacyNoticeCopy as orNotice } from "../../app/content/copy/or/privacy-notice";
import { projectCopy as enProject } from "../../app/content/copy/en/project";
import { projectCopy as orProject } from "../../app/content/copy/or/project";
import { surveyCopy as enSurvey } from "../../app/content/copy/en/survey";
import { surveyCopy as orSurvey } from "../../app/content/copy/or/survey";
import { whatsappCopy as orWhatsApp } from "../../app/content/copy/or/whatsapp";
import { whatsappDeskCopy as desk } from "../../app/content/whatsapp-desk";
import { type TestDatabase, testEngines } from "../../app/lib/db/test-databases";
import { fill } from "../../app/lib/i18n/fill";
import { noticeVersion } from "../../app/lib/privacy/notice-version";
import { slotLabel } from "../../app/lib/time/kolkata-words";
import { expect, languages, test } from "./fixtures";
import { createStaff, signInPage } from "./inbox";
import { uniqueAddress, uniqueEmail } from "./leads";
import { startMailCatcher } from "./mail-catcher";
import { rawRequest, startSite } from "./servers";
import { hydrated, pageOn, salesDesk } from "./survey-site";
import { fakeSecrets, startWhatsAppFake, type WhatsAppFake } from "./whatsapp-fake";
import { signatureOf } from "../../app/features/whatsapp/webhook-signature.server";

// Issue 34, end to end against a local fake of Meta's Graph API (tests/e2e/whatsapp-fake.ts),
// which signs its webhook calls as Meta does: a quote request with the WhatsApp opt-in, the
// survey booked from the private link and a project step done each reach the customer as one
// template in their language with their link; without the opt-in, nothing; the customer's
// reply and photo land on the lead, staff answer, and STOP ends it. Two servers on one
// database send each message once; a number not on WhatsApp is told to staff in words. The
// webhook refuses unsigned, wrongly signed and flooding calls. On PostgreSQL when
// TEST_DATABASE_URL is set (CI), else on an SQLite file of the test's own.

test.describe.configure({ timeout: 240_000 });

const engine = testEngines.at(-1)!;
const shots = "/tmp/shots-whatsapp";
const forms = { en: enForms, or: orForms };
const notice = { en: enNotice, or: orNotice };
const project = { en: enProject, or: orProject };
const survey = { en: enSurvey, or: orSurvey };
const stopWord = { en: "STOP", or: orWhatsApp.stopWords[0]! };
const site = "https://www.suryodaysolar.in";

type Site = Awaited<ReturnType<typeof startSite>>;

/** The site (or `servers` of them on one database) with WhatsApp pointed at the fake. */
async function withWhatsAppSite(
  run: (sites: {
    origins: string[];
    databaseUrl: string;
    fake: WhatsAppFake;
    mail: Awaited<ReturnType<typeof startMailCatcher>>;
  }) => Promise<void>,
  {
    servers = 1,
    templateLanguages,
    env = {},
  }: { servers?: number; templateLanguages?: string; env?: NodeJS.ProcessEnv } = {},
) {
  let database: TestDatabase | undefined;
  let folder: string | undefined;
  let databaseUrl: string;
  if (engine.engine === "postgres") {
    database = await engine.create();
    databaseUrl = database.url;
  } else {
    folder = mkdtempSync(join(tmpdir(), "suryoday-whatsapp-"));
    databaseUrl = `file:${join(folder, "site.db")}`;
  }
  const fake = await startWhatsAppFake({ languages: templateLanguages?.split(",") ?? ["en"] });
  const mail = await startMailCatcher();
  const started: Site[] = [];
  try {
    for (let i = 0; i < servers; i++) {
      started.push(
        await startSite(
          {
            DATABASE_URL: databaseUrl,
            SMTP_URL: mail.url,
            LEADS_NOTIFY_TO: salesDesk,
            TRUST_PROXY: "1",
            FORM_POSTS_PER_MINUTE: "100",
            WHATSAPP_TOKEN: fakeSecrets.token,
            WHATSAPP_PHONE_NUMBER_ID: fakeSecrets.phoneNumberId,
            WHATSAPP_APP_SECRET: fakeSecrets.appSecret,
            WHATSAPP_VERIFY_TOKEN: fakeSecrets.verifyToken,
            WHATSAPP_API_URL: fake.url,
            ...(templateLanguages ? { WHATSAPP_TEMPLATE_LANGUAGES: templateLanguages } : {}),
            ...env,
          },
          { healthTimeoutMs: 60_000 },
        ),
      );
    }
    fake.setWebhook(`${started[0]!.origin}/webhooks/whatsapp`);
    await run({ origins: started.map((one) => one.origin), databaseUrl, fake, mail });
  } finally {
    await Promise.all(started.map((one) => one.stop()));
    await fake.close();
    await mail.close();
    await database?.cleanup();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

/** A quote request posted as a form without JavaScript would post it. */
async function postQuote(
  origin: string,
  {
    email,
    phone,
    whatsapp,
    name = "Sasmita Behera",
  }: { email: string; phone: string; whatsapp: boolean; name?: string },
) {
  const response = await fetch(`${origin}/forms/quote`, {
    method: "POST",
    headers: { Accept: "application/json", "X-Forwarded-For": uniqueAddress() },
    body: new URLSearchParams({
      name,
      email,
      phone,
      location: "751007",
      roofSize: "50",
      monthlyBill: "100",
      noticeVersion,
      ...(whatsapp ? { "consent-whatsapp": "yes" } : {}),
    }),
  });
  expect(response.ok).toBe(true);
}

/** Full-page screenshots at 1280 and 390 px wide (for people to look at), then back. */
async function shoot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  const before = page.viewportSize()!;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(before);
}

/** Staff open a lead from the inbox's list by its name. */
async function openLead(page: Page, name: string) {
  await page.goto("/inbox");
  await hydrated(page);
  const link = page.getByRole("list", { name: "Leads" }).getByRole("link", { name });
  await page.goto((await link.getAttribute("href"))!);
  await hydrated(page);
  return new URL(page.url()).pathname;
}

for (const { locale, path } of languages) {
  // The English site keeps the default (Meta's English templates only); the Odia one has both.
  const templateLanguages = locale === "or" ? "en,or" : undefined;
  const templateLanguage = locale === "or" ? "or" : "en";
  const prefix = locale === "or" ? "or/" : "";

  test(`${locale}: quote, survey and project step each reach the customer once on WhatsApp; without the opt-in none; a reply is answered and STOP ends it`, async ({
    browser,
  }) => {
    const name = locale === "en" ? "Sasmita Behera" : "ସସ୍ମିତା ବେହେରା";
    const email = uniqueEmail(`whatsapp-${locale}`);
    const number = "919437055501";
    await withWhatsAppSite(
      async ({ origins: [origin], databaseUrl, fake, mail }) => {
        // Someone else asks for a quote first without the opt-in: e-mail only.
        const quiet = uniqueEmail(`no-whatsapp-${locale}`);
        await postQuote(origin!, {
          name: "Bikash Sahoo",
          email: quiet,
          phone: "9437055502",
          whatsapp: false,
        });

        const visitor = await pageOn(browser, origin!, { width: locale === "en" ? 1280 : 390 });
        const office = await pageOn(browser, origin!);
        const stranger = await pageOn(browser, origin!);
        try {
          // The visitor asks for a quote and ticks WhatsApp.
          const page = visitor.page;
          await page.goto(path("/quote-request"));
          await hydrated(page);
          const form = page.getByRole("form", { name: forms[locale].quote.heading });
          await form.getByLabel(forms[locale].person.name.label).fill(name);
          await form.getByLabel(forms[locale].person.email.label).fill(email);
          await form.getByLabel(forms[locale].person.phone.label).fill("+91 94370 55501");
          await form.getByLabel(forms[locale].quote.location.label).fill("751007");
          await form.getByLabel(notice[locale].consents.whatsapp).check();
          await form.getByRole("button", { name: forms[locale].quote.submit }).click();
          await expect(page.getByTestId("survey-offer")).toBeVisible();

          // One template, in the lead's language, its button the visitor's own survey link.
          const [received] = await fake.waitForSent((message) => message.to === number);
          expect(received).toMatchObject({
            type: "template",
            template: { name: "enquiry_received", language: templateLanguage, body: [name] },
          });
          const surveyPath = received!.template!.button!;
          expect(surveyPath).toMatch(new RegExp(`^${prefix}survey/[\\w-]{43}$`));
          // E-mail goes on as before, with the same link.
          const thanks = await mail.waitFor(email, /./);
          expect(thanks.text).toContain(`${site}/${surveyPath}`);
          // The earlier visitor without the opt-in got the e-mail and nothing on WhatsApp.
          await mail.waitFor(quiet, /./);
          expect(fake.sent.filter((message) => message.to !== number)).toEqual([]);

          // The customer opens the button's link from WhatsApp and books the first free slot.
          await page.goto(`/${surveyPath}`);
          await hydrated(page);
          const slot = page.getByRole("radio").first();
          const start = (await slot.getAttribute("value"))!;
          await slot.check();
          await page.getByRole("button", { name: survey[locale].page.book }).click();
          const when = slotLabel(
            start,
            new Date(Date.parse(start) + 2 * 3_600_000).toISOString(),
            locale,
            survey[locale],
          );
          const [booked] = await fake.waitForSent(
            (message) => message.template?.name === "survey_booked",
          );
          expect(booked).toMatchObject({
            to: number,
            template: { language: templateLanguage, body: [name, when], button: surveyPath },
          });

          // Staff win the sale, open the project and mark registration done.
          const staff = await createStaff("owner", "Priya Das", databaseUrl);
          const staffPage = office.page;
          await signInPage(staffPage, staff, "/inbox");
          const leadPath = await openLead(staffPage, name);
          // The other lead's WhatsApp panel: nothing, and why.
          const otherPath = await openLead(staffPage, "Bikash Sahoo");
          const otherPanel = staffPage.getByRole("region", { name: desk.title });
          await expect(otherPanel).toContainText(desk.empty);
          await expect(otherPanel.getByTestId("whatsapp-standing")).toHaveText(desk.noConsent);
          expect(otherPath).not.toBe(leadPath);

          await staffPage.goto(leadPath);
          await hydrated(staffPage);
          const status = staffPage.getByLabel("Status", { exact: true });
          await status.selectOption({ label: "Won" });
          await staffPage.getByRole("button", { name: "Save status" }).click();
          await expect(staffPage.getByRole("status")).toHaveText("Saved.");
          await staffPage
            .getByTestId("lead-project")
            .getByLabel("Customer")
            .selectOption({ label: "Home" });
          await staffPage.getByRole("button", { name: "Open project" }).click();
          await expect(staffPage).toHaveURL(/\/inbox\/projects\/\d+$/);
          const projectPath = new URL(staffPage.url()).pathname;
          const stepDone = async (step: "portal-registration" | "discom-feasibility") => {
            await staffPage
              .getByTestId(`step-${step}`)
              .getByRole("button", { name: "Done today" })
              .click();
            await expect(staffPage.getByRole("status")).toHaveText(
              "Saved. The customer is being e-mailed.",
            );
            return mail.waitFor(
              email,
              fill(project[locale].emails.subject, { step: project[locale].steps[step].title }),
            );
          };
          await stepDone("portal-registration");
          const [step] = await fake.waitForSent(
            (message) => message.template?.name === "project_step_done",
          );
          expect(step).toMatchObject({
            to: number,
            template: {
              language: templateLanguage,
              body: [name, project[locale].steps["portal-registration"].title],
            },
          });
          const projectLink = step!.template!.button!;
          expect(projectLink).toMatch(new RegExp(`^${prefix}project/[\\w-]{43}$`));
          const opened = await visitor.page.goto(`/${projectLink}`);
          expect(opened?.status()).toBe(200);
          await expect(
            visitor.page.getByRole("heading", { level: 1, name: project[locale].page.heading }),
          ).toBeVisible();
          // One message per moment, no more.
          expect(fake.sent.filter((message) => message.to === number)).toHaveLength(3);

          // The customer writes back with a question and a photo of the roof.
          const photo = await sharp({
            create: { width: 60, height: 40, channels: 3, background: "#f80" },
          })
            .jpeg()
            .toBuffer();
          expect(await fake.customerSays(number, "Can the panels face east?", { name })).toBe(200);
          expect(await fake.customerSays(number, "Our roof", { name, photo })).toBe(200);

          // Staff see the badge and the reply on the lead, and answer within the 24 hours.
          await staffPage.goto("/inbox");
          await expect(staffPage.getByTestId("nav-replies")).toHaveText("1 WhatsApp reply");
          if (locale === "en") await shoot(staffPage, "inbox-replies");
          await hydrated(staffPage);
          await staffPage.getByTestId("whatsapp-replies").getByRole("link", { name }).click();
          await staffPage.waitForURL((url) => url.pathname === leadPath);
          const panel = staffPage.getByRole("region", { name: desk.title });
          await expect(panel.getByTestId("whatsapp-message")).toHaveCount(5);
          await expect(panel).toContainText("Can the panels face east?");
          const photoLink = panel.getByRole("link", { name: desk.photo });
          const photoPath = (await photoLink.getAttribute("href"))!;
          const image = await staffPage.request.get(photoPath);
          expect(image.status()).toBe(200);
          expect(image.headers()["content-type"]).toBe("image/webp");
          expect(image.headers()["cache-control"]).toBe("no-store");
          // Nobody else sees the photo or the lead's data.
          const refused = await stranger.page.request.get(photoPath, { maxRedirects: 0 });
          expect(refused.status()).toBe(302);
          expect(new URL(refused.headers().location!, origin).pathname).toBe("/inbox/login");
          const data = await stranger.page.request.get(`${leadPath}.data`);
          expect(data.status()).toBe(401);
          expect(await data.text()).not.toContain("Can the panels face east?");
          if (locale === "en") await shoot(staffPage, "lead-whatsapp-panel");

          await panel.getByLabel(desk.answerLabel).fill("Yes, east works well. Priya");
          await panel.getByRole("button", { name: desk.send }).click();
          await expect(staffPage.getByRole("status")).toHaveText(desk.sent);
          const [answer] = await fake.waitForSent((message) => message.type === "text");
          expect(answer).toMatchObject({ to: number, text: "Yes, east works well. Priya" });
          // The badge is gone: the reply was read on the lead's page.
          await staffPage.goto("/inbox");
          await expect(staffPage.getByTestId("nav-replies")).toHaveCount(0);

          // STOP, in the customer's language: the consent is withdrawn and nothing more goes.
          expect(await fake.customerSays(number, stopWord[locale], { name })).toBe(200);
          await staffPage.goto(leadPath);
          await hydrated(staffPage);
          await expect(panel.getByTestId("whatsapp-standing")).toHaveText(desk.stopped);
          await expect(panel.getByLabel(desk.answerLabel)).toHaveCount(0);
          const before = fake.sent.length;
          await staffPage.goto(projectPath);
          await hydrated(staffPage);
          // The step's e-mail is queued in the same transaction a WhatsApp message would be.
          await stepDone("discom-feasibility");
          await staffPage.goto(leadPath);
          await hydrated(staffPage);
          await expect(panel.getByTestId("whatsapp-message")).toHaveCount(7);
          await expect(panel.getByTestId("whatsapp-message").last()).toContainText(
            stopWord[locale],
          );
          expect(fake.sent.length).toBe(before);
          await expect(staffPage.getByRole("region", { name: "Timeline" })).toContainText(
            /WhatsApp/,
          );
        } finally {
          await visitor.context.close();
          await office.context.close();
          await stranger.context.close();
        }
      },
      { templateLanguages },
    );
  });
}

test("two servers on one database send each WhatsApp message once; a number not on WhatsApp is told to staff in words", async ({
  browser,
}) => {
  await withWhatsAppSite(
    async ({ origins, databaseUrl, fake, mail }) => {
      const numbers = Array.from({ length: 6 }, (_, i) => `9437066${String(i).padStart(3, "0")}`);
      fake.state.notOnWhatsApp.add("919437077000");
      await Promise.all([
        ...numbers.map((phone, i) =>
          postQuote(origins[i % 2]!, {
            name: `Customer ${i}`,
            email: uniqueEmail(`twice-${i}`),
            phone,
            whatsapp: true,
          }),
        ),
        postQuote(origins[1]!, {
          name: "Gita Das",
          email: uniqueEmail("not-on-whatsapp"),
          phone: "9437077000",
          whatsapp: true,
        }),
      ]);
      await fake.waitForSent(() => true, { count: 7 });
      // Long enough for a second claim of any row to have been sent too.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(fake.sent.map((message) => message.to).sort()).toEqual(
        [...numbers.map((phone) => `91${phone}`), "919437077000"].sort(),
      );
      await mail.waitFor(salesDesk, /./);

      // The failure, in words, on the lead's page: the customer has the e-mail.
      const { context, page } = await pageOn(browser, origins[1]!);
      try {
        const staff = await createStaff("owner", "Priya Das", databaseUrl);
        await signInPage(page, staff, "/inbox");
        await openLead(page, "Gita Das");
        const panel = page.getByRole("region", { name: desk.title });
        await expect(panel.getByTestId("whatsapp-message")).toContainText(desk.statuses.failed!);
        await expect(panel).toContainText("not on WhatsApp");
        await expect(panel).toContainText(desk.failedFallback.email!);
        await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
          "not on WhatsApp",
        );
      } finally {
        await context.close();
      }
    },
    { servers: 2 },
  );
});

test("the webhook answers Meta's handshake only with our token and refuses unsigned, wrongly signed and flooding calls", async () => {
  await withWhatsAppSite(
    async ({ origins: [origin] }) => {
      const hook = `${origin}/webhooks/whatsapp`;
      const handshake = (token: string) =>
        rawRequest(`${hook}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`);
      expect(await handshake(fakeSecrets.verifyToken)).toMatchObject({
        status: 200,
        body: "1158201444",
      });
      expect((await handshake("guess")).status).toBe(403);

      const body = JSON.stringify({
        object: "whatsapp_business_account",
        entry: [
          {
            id: "WABA-1",
            changes: [
              {
                field: "messages",
                value: {
                  messaging_product: "whatsapp",
                  metadata: { display_phone_number: "919437012345", phone_number_id: "1" },
                  contacts: [{ profile: { name: "Mallory" }, wa_id: "919999900000" }],
                  messages: [
                    {
                      from: "919999900000",
                      id: "wamid.forged",
                      timestamp: String(Math.floor(Date.now() / 1000)),
                      type: "text",
                      text: { body: "forged" },
                    },
                  ],
                },
              },
            ],
          },
        ],
      });
      const post = (signature?: string) =>
        rawRequest(hook, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "X-Forwarded-For": "203.0.113.34",
            ...(signature ? { "X-Hub-Signature-256": signature } : {}),
          },
          body,
        });
      expect((await post()).status).toBe(401);
      expect((await post(signatureOf(body, "not-the-app-secret"))).status).toBe(401);
      expect((await post(signatureOf(`${body} `, fakeSecrets.appSecret))).status).toBe(401);
      // A flood: the limit is 6 a minute here, and the three above counted.
      const statuses = await Promise.all(
        Array.from({ length: 8 }, () => post(signatureOf(body, fakeSecrets.appSecret))),
      );
      expect(statuses.map((response) => response.status).sort()).toEqual([
        200, 200, 200, 429, 429, 429, 429, 429,
      ]);
    },
    { env: { WHATSAPP_WEBHOOK_PER_MINUTE: "6" } },
  );
});
