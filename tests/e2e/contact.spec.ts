import type { Page } from "@playwright/test";
import type { Locale } from "../../app/lib/i18n/locale";
import { islandsProblems, pageScripts } from "../../server/page-scripts";
import { expect, language, languages, test } from "./fixtures";
import { createStaff, signInPage } from "./inbox";
import { seedCompany } from "../../app/content/company";
import { showCompany } from "../../app/lib/content/shown-company";
import {
  expectedErrors,
  exportLeads,
  formsEnglish,
  holdRequests,
  toast,
  uniqueAddress,
  uniqueEmail,
} from "./leads";
import { noticeVersion } from "../../app/lib/privacy/notice-version";

// The contact page and its form (spec sections 2, 4, 5 and 8), at /contact and /or/contact,
// with and without JavaScript; each lead remembers the language it was sent in.

/** What a visitor types in each language (Odia digits in Odia are stored as Latin ones). */
const typed = {
  en: {
    sent: {
      name: "Ananya Mohanty",
      phone: "+91 94370 11111",
      storedPhone: "+91 94370 11111",
      message: "Can you fit panels on a tin roof?\nWe are in Patia.",
    },
    retry: { name: "Retry Visitor", message: "First try fails, second works." },
    offline: {
      name: "Offline Reader",
      phone: "",
      storedPhone: "",
      message: "Sent with scripts turned off.",
      kept: "Please keep this text.",
    },
  },
  or: {
    sent: {
      name: "ସସ୍ମିତା ବେହେରା",
      phone: "+୯୧ ୯୪୩୭୦ ୧୧୧୧୧",
      storedPhone: "+91 94370 11111",
      message: "ଛାତ ଉପରେ 3 kW ସୋଲାର ଲଗାଇବାକୁ ଚାହୁଁଛି।",
    },
    retry: { name: "Retry", message: "ପ୍ରଥମ ଚେଷ୍ଟା" },
    offline: {
      name: "ଅଫଲାଇନ ପାଠକ",
      phone: "୯୪୩୭୦୧୧୧୧୧",
      storedPhone: "9437011111",
      message: "ସ୍କ୍ରିପ୍ଟ ବିନା ପଠାଯାଇଛି।",
      kept: "ଏହି ଲେଖା ରଖନ୍ତୁ।",
    },
  },
} satisfies Record<Locale, object>;

/** How staff read the language a lead was sent in (the inbox is in English). */
const languageName: Record<Locale, string> = { en: "English", or: "Odia (ଓଡ଼ିଆ)" };

for (const { locale, tag, lang, path, url, heading, words, expectOwnLinks, open } of languages) {
  const { contact, forms, fieldErrors, site } = words;
  // A fresh database starts with the seed's company details (issue 32).
  const office = showCompany(seedCompany, locale).addressLines;
  const { person } = forms;
  const contactForm = (page: Page) => page.getByRole("form", { name: forms.contact.heading });
  const endpoint = `**${path("/forms/contact")}`;

  // The pages of both lead forms.
  for (const neutral of ["/contact", "/quote-request"]) {
    test(`${tag} ${path(neutral)} answers in its language, its links staying in it`, async ({
      page,
    }) => {
      await open(page, neutral);
      await expect(page.getByRole("heading", { level: 1, name: heading(neutral) })).toBeVisible();
      const main = page.getByRole("main");
      if (locale === "or") {
        for (const english of formsEnglish) await expect(main).not.toContainText(english);
      }
      await expect(main.getByRole("link", { name: forms.privacyLink })).toHaveAttribute(
        "href",
        path("/privency-policy"),
      );
      await expectOwnLinks(main);
    });
  }

  test.describe(`${tag} contact page`, () => {
    test("shows the details card, the map, four social links and the call-to-action banner", async ({
      page,
    }) => {
      await page.goto(path("/contact"));
      await expect(
        page.getByRole("heading", { level: 1, name: heading("/contact") }),
      ).toBeVisible();

      await expect(
        page.getByRole("heading", { level: 2, name: contact.details.heading }),
      ).toBeVisible();
      const details = page.getByRole("main");
      await expect(details).toContainText(office[0]!);
      await expect(details.getByRole("link", { name: "+91 674 255 0123" })).toHaveAttribute(
        "href",
        "tel:+916742550123",
      );
      await expect(details.getByRole("link", { name: "hello@suryodaysolar.in" })).toHaveAttribute(
        "href",
        "mailto:hello@suryodaysolar.in",
      );
      const whatsapp = details.getByRole("link", { name: contact.details.whatsappLink });
      await expect(whatsapp).toHaveAttribute("href", "https://wa.me/919437012345");
      await expect(whatsapp).toHaveAttribute("target", "_blank");
      await expect(whatsapp).toHaveAttribute("rel", /noopener/);

      const social = page.getByRole("list", { name: contact.details.socialLabel });
      await expect(social.getByRole("link")).toHaveCount(4);

      // The map: a placeholder until Leaflet has loaded, then the office marker at zoom 16.
      const map = page.getByRole("region", { name: contact.map.label });
      await map.scrollIntoViewIfNeeded();
      const marker = map.locator(".leaflet-marker-icon");
      await expect(marker).toHaveAttribute("title", "Suryoday Solar");
      await expect(map.locator(".leaflet-tile").first()).toHaveAttribute("src", /\/16\//);
      await marker.click();
      await expect(map.locator(".leaflet-popup")).toContainText(office.join(", "));
      // The map's controls are named in the page's language (issue 24).
      for (const name of [site.mapControls.zoomIn, site.mapControls.zoomOut]) {
        await expect(map.getByRole("button", { name, exact: true })).toBeVisible();
      }
      await expect(
        map.locator(".leaflet-popup").getByRole("button", { name: site.mapControls.closePopup }),
      ).toBeVisible();

      const banner = page.getByRole("region", { name: contact.banner.heading });
      await expect(banner.getByRole("link", { name: contact.banner.call })).toHaveAttribute(
        "href",
        "tel:+916742550123",
      );
      await expect(banner.getByRole("link", { name: contact.banner.email })).toHaveAttribute(
        "href",
        "mailto:hello@suryodaysolar.in",
      );
    });
  });

  test.describe(`${tag} contact form with JavaScript`, () => {
    test("sends a message: the pending label while it runs, the toast, a cleared form, the lead stored", async ({
      page,
    }) => {
      const email = uniqueEmail(`contact-js-${locale}`);
      const { sent } = typed[locale];
      await page.goto(path("/contact"));
      const form = contactForm(page);
      const message = form.getByLabel(forms.contact.message.label);
      await expect(message).toHaveAttribute("rows", "5");
      await form.getByLabel(person.name.label).fill(sent.name);
      await form.getByLabel(person.email.label).fill(email);
      await form.getByLabel(person.phone.label).fill(sent.phone);
      await message.fill(sent.message);

      const release = await holdRequests(page, endpoint);
      await form.getByRole("button", { name: forms.contact.submit }).click();
      await expect(form.getByRole("button", { name: forms.contact.pending })).toBeDisabled();
      release();

      await expect(toast(page)).toContainText(forms.contact.success.title);
      await expect(toast(page)).toContainText(forms.contact.success.description);
      await expect(form.getByRole("button", { name: forms.contact.submit })).toBeEnabled();
      for (const label of [person.name, person.email, person.phone, forms.contact.message]) {
        await expect(form.getByLabel(label.label)).toHaveValue("");
      }

      const stored = (await exportLeads("contact")).filter((lead) => lead.email === email);
      expect(stored).toEqual([
        {
          kind: "contact",
          id: expect.any(Number),
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          language: locale,
          status: "new",
          assignedTo: null,
          name: sent.name,
          email,
          phone: sent.storedPhone,
          message: sent.message,
        },
      ]);
    });

    test("shows errors next to the fields, and sends nothing until they are fixed", async ({
      page,
    }) => {
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await page.goto(path("/contact"));
      const form = contactForm(page);
      await form.getByRole("button", { name: forms.contact.submit }).click();

      const name = form.getByLabel(person.name.label);
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toBeFocused();
      await expect(name).toHaveAccessibleDescription(
        fieldErrors.name.required({ code: "required" }),
      );
      const errorId = await name.getAttribute("aria-describedby");
      await expect(page.locator(`[id="${errorId}"]`)).toHaveText(
        fieldErrors.name.required({ code: "required" }),
      );
      await expect(form.getByLabel(person.email.label)).toHaveAccessibleDescription(
        fieldErrors.email.required({ code: "required" }),
      );
      await expect(form.getByLabel(forms.contact.message.label)).toHaveAccessibleDescription(
        fieldErrors.message.required({ code: "required" }),
      );
      await expect(form.getByLabel(person.phone.label)).not.toHaveAttribute("aria-invalid", "true");

      await form.getByLabel(person.email.label).fill("ananya@");
      await expect(form.getByLabel(person.email.label)).toHaveAccessibleDescription(
        fieldErrors.email.invalid_email({ code: "invalid_email" }),
      );
      await name.fill("Ananya");
      await expect(name).not.toHaveAttribute("aria-invalid", "true");
      expect(posts).toEqual([]);
    });

    test("keeps what was typed when the server fails, and sends on the next try", async ({
      page,
      pageErrors,
    }) => {
      const email = uniqueEmail(`contact-retry-${locale}`);
      const { retry } = typed[locale];
      await page.goto(path("/contact"));
      const form = contactForm(page);
      const message = form.getByLabel(forms.contact.message.label);
      await form.getByLabel(person.name.label).fill(retry.name);
      await form.getByLabel(person.email.label).fill(email);
      await message.fill(retry.message);

      await page.route(endpoint, (route) =>
        route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
      );
      await form.getByRole("button", { name: forms.contact.submit }).click();
      const failure = toast(page).and(page.locator('[data-variant="destructive"]'));
      await expect(failure).toContainText(forms.failed.title);
      await expect(failure).toContainText(forms.failed.text);
      await expect(form.getByLabel(person.name.label)).toHaveValue(retry.name);
      await expect(form.getByLabel(person.email.label)).toHaveValue(email);
      await expect(message).toHaveValue(retry.message);

      // The connection drops on the second try.
      await page.unroute(endpoint);
      await page.route(endpoint, (route) => route.abort("internetdisconnected"));
      await form.getByRole("button", { name: forms.contact.submit }).click();
      await expect(failure).toContainText(forms.failed.text);
      await expect(message).toHaveValue(retry.message);

      await page.unroute(endpoint);
      await form.getByRole("button", { name: forms.contact.submit }).click();
      await expect(toast(page)).toContainText(forms.contact.success.title);
      expect((await exportLeads("contact")).filter((lead) => lead.email === email)).toHaveLength(1);
      expectedErrors(pageErrors, /status of 500|ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    });
  });

  test.describe(`${tag} contact form without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("sends the message and the page confirms it", async ({ page }) => {
      const email = uniqueEmail(`contact-nojs-${locale}`);
      const { offline } = typed[locale];
      await page.goto(path("/contact"));
      const form = contactForm(page);
      await form.getByLabel(person.name.label).fill(offline.name);
      await form.getByLabel(person.email.label).fill(email);
      await form.getByLabel(person.phone.label).fill(offline.phone);
      await form.getByLabel(forms.contact.message.label).fill(offline.message);
      await form.getByRole("button", { name: forms.contact.submit }).click();

      await expect(page).toHaveURL(url("/contact"));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("status")).toContainText(forms.contact.success.title);
      await expect(page.getByRole("status")).toContainText(forms.contact.success.description);
      await expect(form.getByLabel(person.name.label)).toHaveValue("");
      const stored = (await exportLeads("contact")).filter((lead) => lead.email === email);
      expect(stored).toMatchObject([
        {
          name: offline.name,
          message: offline.message,
          phone: offline.storedPhone,
          language: locale,
        },
      ]);
    });

    test("answers a refused message with the errors and what was typed", async ({
      page,
      pageErrors,
    }) => {
      const { offline } = typed[locale];
      await page.goto(path("/contact"));
      const form = contactForm(page);
      const emailField = form.getByLabel(person.email.label);
      await form.getByLabel(person.name.label).fill(offline.name);
      // The browser accepts "name@host"; the server wants a full domain.
      await emailField.fill("offline@localhost");
      await form.getByLabel(forms.contact.message.label).fill(offline.kept);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        form.getByRole("button", { name: forms.contact.submit }).click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(page.getByRole("alert")).toContainText(forms.invalid.title);
      await expect(emailField).toHaveAttribute("aria-invalid", "true");
      await expect(emailField).toHaveAccessibleDescription(
        fieldErrors.email.invalid_email({ code: "invalid_email" }),
      );
      await expect(form.getByLabel(person.name.label)).toHaveValue(offline.name);
      await expect(emailField).toHaveValue("offline@localhost");
      await expect(form.getByLabel(forms.contact.message.label)).toHaveValue(offline.kept);
      expectedErrors(pageErrors, /status of 400/);
    });
  });
}

// One staff sign-in for both languages' messages (signing in costs a staff account from the CLI).
test("the inbox shows staff the language each message was sent in", async ({ page }) => {
  const sent = languages.map(({ locale, words }) => ({
    locale,
    words,
    email: uniqueEmail(`contact-inbox-${locale}`),
    name: `${typed[locale].sent.name} ${Date.now().toString(36)}`,
  }));
  for (const { locale, words, email, name } of sent) {
    const { forms } = words;
    await page.goto(language[locale].path("/contact"));
    const form = page.getByRole("form", { name: forms.contact.heading });
    await form.getByLabel(forms.person.name.label).fill(name);
    await form.getByLabel(forms.person.email.label).fill(email);
    await form.getByLabel(forms.contact.message.label).fill(typed[locale].sent.message);
    await form.getByRole("button", { name: forms.contact.submit }).click();
    await expect(toast(page)).toContainText(forms.contact.success.title);
  }

  await signInPage(page, await createStaff());
  for (const { locale, email, name } of sent) {
    await page.goto(`/inbox?q=${encodeURIComponent(email)}`);
    const card = page.getByRole("list", { name: "Leads" }).getByRole("link");
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId("lead-language")).toHaveText(languageName[locale]);
    await card.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Language");
    await expect(page.getByRole("main")).toContainText(languageName[locale]);
  }
});

test("the page sends no React Router, only its islands; the form sends without leaving it", async ({
  page,
  request,
}) => {
  // The page as served, and as rendered again to answer a post sent without JavaScript.
  const served = await (await request.get("/contact")).text();
  expect(islandsProblems(await pageScripts(served))).toEqual([]);
  const answered = await request.post("/contact", {
    form: {
      noticeVersion,
      name: "Island Check",
      email: uniqueEmail("contact-island-post"),
      message: "Hi",
    },
    headers: { Accept: "text/html", "X-Forwarded-For": uniqueAddress() },
  });
  expect(islandsProblems(await pageScripts(await answered.text()))).toEqual([]);

  const email = uniqueEmail("contact-island");
  await page.goto("/contact");
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  // A mark on this document: a reload or a page change would lose it.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await form.getByLabel("Full Name").fill("Island Visitor");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Message").fill("Sent by the island.");
  const [post] = await Promise.all([
    page.waitForRequest((r) => r.method() === "POST"),
    form.getByRole("button", { name: "Send Message" }).click(),
  ]);
  expect(new URL(post.url()).pathname).toBe("/forms/contact");
  await expect(toast(page)).toContainText("Message Sent!");
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  expect(navigations).toEqual([]);
  expect((await exportLeads("contact")).filter((lead) => lead.email === email)).toHaveLength(1);
});

test("the server refuses each bad message with 400 and its field's message, storing nothing", async ({
  request,
}) => {
  // Every case carries this name or this address, so none of them can hide in the store.
  const email = uniqueEmail("contact-bad-input");
  const tag = email.split("@")[0]!;
  const valid = { name: `Ananya ${tag}`, email, phone: "", message: "Hello", noticeVersion };
  const cases: [Record<string, string>, string][] = [
    [{ name: "" }, "Please enter your full name."],
    [{ email: "" }, "Please enter your email address."],
    [{ email: "not-an-email" }, "Please enter a valid email address, like name@example.com."],
    [{ message: "" }, "Please write a short message."],
    [{ name: "n".repeat(101) }, "Please keep your name under 100 characters."],
    [{ email: `${"e".repeat(250)}@x.in` }, "Please use an email address under 254 characters."],
    [{ phone: "9".repeat(21) }, "Please keep the phone number under 20 characters."],
    [{ message: "m".repeat(5001) }, "Please keep your message under 5,000 characters."],
  ];
  for (const [change, message] of cases) {
    const response = await request.post("/contact", {
      form: { ...valid, ...change },
      headers: { "X-Forwarded-For": uniqueAddress() },
    });
    expect(response.status(), JSON.stringify(change).slice(0, 60)).toBe(400);
    expect(await response.text()).toContain(message);
  }
  const stored = await exportLeads("contact");
  expect(
    stored.filter((lead) => lead.email === email || ("name" in lead && lead.name.includes(tag))),
  ).toEqual([]);
});

test("a bot that fills the hidden field gets the usual answer, and nothing is stored", async ({
  request,
}) => {
  const email = uniqueEmail("contact-bot");
  const response = await request.post("/contact", {
    form: {
      noticeVersion,
      name: "Buy Followers",
      email,
      message: "Cheap followers",
      company_website: "http://spam.example",
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Message Sent!");
  expect((await exportLeads("contact")).filter((lead) => lead.email === email)).toEqual([]);
});

test("a phone number in Odia digits is accepted and stored in Latin digits", async ({
  request,
}) => {
  const email = uniqueEmail("contact-odia-digits");
  const response = await request.post("/contact", {
    form: {
      noticeVersion,
      name: "Ananya Mohanty",
      email,
      phone: "+୯୧ ୯୪୩୭୦ ୧୧୧୧୧",
      message: "Namaskar",
    },
    headers: { "X-Forwarded-For": uniqueAddress() },
  });
  expect(response.status()).toBe(200);
  const stored = (await exportLeads("contact")).filter((lead) => lead.email === email);
  expect(stored).toMatchObject([{ phone: "+91 94370 11111" }]);
});
