import type { Page } from "@playwright/test";
import { seedCompany } from "../../app/content/company";
import { showCompany } from "../../app/lib/content/shown-company";

const contact = showCompany(seedCompany, "en");
import { policySectionIds } from "../../app/content/privacy";
import type { Locale } from "../../app/lib/i18n/locale";
import { englishSentences } from "./copy-pairs";
import { expect, expectOpen, faqQuestions, language, languages, test } from "./fixtures";
import { createStaff, signInPage } from "./inbox";
import { expectedErrors, toast, uniqueEmail } from "./leads";

// Spec section 2 (FAQ, Privacy Policy), 3 (six FAQ entries) and 9 (retention periods), at
// /faq and /privency-policy and at their Odia twins.

/** The policy's date as each language writes it, and how its first sentence names the company. */
const policyFacts: Record<Locale, { lastUpdated: string; companyNames: RegExp }> = {
  en: {
    lastUpdated: "Last updated: July 26, 2025",
    companyNames: /^Suryoday Solar Pvt\. Ltd\. \("Suryoday Solar", "we", "us"\)/,
  },
  or: {
    lastUpdated: `${language.or.words.privacy.lastUpdatedLabel} 26 ଜୁଲାଇ 2025`,
    companyNames: /^Suryoday Solar Pvt\. Ltd\. \(“Suryoday Solar”, “ଆମେ”\)/,
  },
};

/** How staff read the language a request was sent in (the inbox is in English). */
const languageName: Record<Locale, string> = { en: "English", or: "Odia (ଓଡ଼ିଆ)" };

for (const { locale, tag, lang, path, url, heading, words, open } of languages) {
  const { faq, privacy, forms, fieldErrors } = words;
  const entries = Object.values(faq.entries);

  test.describe(`${tag} FAQ`, () => {
    test("six questions, one answer open at a time; its numbers and data in the page's language; Contact Us leads on", async ({
      page,
    }) => {
      await page.goto(path("/faq"));
      await expect(page.getByRole("heading", { level: 1, name: heading("/faq") })).toBeVisible();
      const triggers = faqQuestions(page);
      await expect(triggers).toHaveCount(6);
      await expect(triggers).toHaveText(entries.map((entry) => entry.question));
      for (const trigger of await triggers.all()) {
        await expectOpen(trigger, false);
      }

      const first = triggers.nth(0);
      const savings = triggers.nth(4);
      const firstAnswer = page.getByRole("region", { name: faq.entries.lifespan.question });

      await first.click();
      await expectOpen(first, true);
      await expect(firstAnswer).toBeVisible();
      await expect(firstAnswer).toHaveText(faq.entries.lifespan.answer);
      await expect(firstAnswer).toContainText(locale === "en" ? "25-30 years" : "25-30");

      await savings.click();
      await expectOpen(savings, true);
      await expectOpen(first, false);
      await expect(firstAnswer).toBeHidden();
      await expect(page.getByRole("region", { name: faq.entries.savings.question })).toContainText(
        "50%-90%",
      );

      await savings.click();
      await expectOpen(savings, false);
      for (const trigger of await triggers.all()) {
        await expectOpen(trigger, false);
      }

      // The numbers beside the questions and the FAQPage data are in the page's language.
      const highlights = page.getByRole("main").locator("dl").first();
      await expect(highlights.getByRole("term")).toHaveText(
        faq.highlights.map((highlight) => highlight.label),
      );
      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
      const faqPage = data.find((item) => item["@type"] === "FAQPage");
      expect(faqPage?.inLanguage).toBe(lang);
      expect(faqPage?.mainEntity).toEqual(
        entries.map((entry) => ({
          "@type": "Question",
          name: entry.question,
          acceptedAnswer: { "@type": "Answer", text: entry.answer },
        })),
      );

      // Contact Us leads to the contact page.
      const region = page.getByRole("region", { name: faq.stillHaveQuestions.heading });
      await expect(region.getByRole("link", { name: /\+91/ })).toHaveAccessibleName(
        new RegExp(`^${faq.stillHaveQuestions.call}`),
      );
      await region.getByRole("link", { name: faq.stillHaveQuestions.contact, exact: true }).click();
      await expect(page).toHaveURL(url("/contact"));
      await expect(
        page.getByRole("heading", { level: 1, name: heading("/contact") }),
      ).toBeVisible();
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the accordion still opens one answer at a time", async ({ page }) => {
        await page.goto(path("/faq"));
        const triggers = faqQuestions(page);
        for (const [index, entry] of entries.entries()) {
          await triggers.nth(index).click();
          await expect(page.getByText(entry.answer, { exact: true })).toBeVisible();
          await expect(page.locator("details[open]")).toHaveCount(1);
          if (index === 4) {
            await expect(page.getByText(faq.entries.lifespan.answer)).toBeHidden();
            if (locale === "en") await expect(page.getByText(/bills by 50%-90%/)).toBeVisible();
          }
          if (index === 0 && locale === "en") {
            await expect(page.getByText(/last 25-30 years/)).toBeVisible();
          }
        }
      });
    });
  });

  test.describe(`${tag} on a phone`, () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test(`${path("/faq")} fits the screen`, async ({ page }) => {
      await page.goto(path("/faq"));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  });

  test.describe(`${tag} Privacy Policy`, () => {
    const sections = policySectionIds.map((id) => privacy.sections[id].heading);

    test("the date, the nine sections in order, contents that link to each, the company's details, and the way home", async ({
      page,
    }) => {
      await open(page, "/privency-policy");
      await expect(
        page.getByRole("heading", { level: 1, name: heading("/privency-policy") }),
      ).toBeVisible();
      await expect(page.getByText(policyFacts[locale].lastUpdated)).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(sections);
      // The company's names fill the first paragraph.
      await expect(page.getByText(policyFacts[locale].companyNames)).toBeVisible();

      // The contents link to each section. A disclosure on phones, a sticky list on wide screens: the one shown.
      const contents = page
        .getByRole("navigation", { name: privacy.tocLabel })
        .filter({ visible: true });
      const links = contents.getByRole("link");
      await expect(links).toHaveCount(sections.length);
      for (const [index, id] of policySectionIds.entries()) {
        await expect(links.nth(index)).toHaveAccessibleName(sections[index]!);
        await expect(links.nth(index)).toHaveAttribute("href", `#${id}`);
        await expect(
          page.getByRole("heading", { level: 2, name: sections[index] }),
        ).toHaveAttribute("id", id);
      }
      const retention = privacy.sections["solar-specific-data-retention"].heading;
      await contents.getByRole("link", { name: retention }).click();
      await expect(page).toHaveURL(url("/privency-policy#solar-specific-data-retention"));
      await expect(page.getByRole("heading", { level: 2, name: retention })).toBeInViewport();

      const contactUs = page.getByRole("region", { name: privacy.sections["contact-us"].heading });
      await expect(contactUs.getByRole("link", { name: contact.phoneDisplay })).toHaveAttribute(
        "href",
        contact.links.tel,
      );
      await expect(contactUs.getByRole("link", { name: contact.email })).toHaveAttribute(
        "href",
        contact.links.mailto,
      );
      const address = showCompany(seedCompany, locale).addressLines.join(", ");
      await expect(contactUs.getByText(address, { exact: true })).toBeVisible();
      await expect(
        contactUs.getByText(privacy.contactLabels.address, { exact: true }),
      ).toBeVisible();
      if (locale === "en") await expect(contactUs).toContainText(contact.address.street);

      // Return to Homepage leads home.
      const home = page.getByRole("link", { name: privacy.returnHome });
      await expect(home).toHaveAttribute("href", path("/"));
      await home.click();
      await expect(page).toHaveURL(url("/"));
      await expect(page.getByRole("heading", { level: 1, name: heading("/") })).toBeVisible();
    });
  });

  test.describe(`${tag} deletion request`, () => {
    const deletionForm = (page: Page) => page.getByRole("region", { name: forms.deletion.heading });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("a request with neither address nor phone is refused by the server", async ({
        page,
        pageErrors,
      }) => {
        const note = { en: "Please delete my data.", or: "ମୋ ତଥ୍ୟ ଡିଲିଟ କରନ୍ତୁ।" }[locale];
        await page.goto(path("/privency-policy"));
        await deletionForm(page).getByLabel(forms.deletion.messageLabel).fill(note);
        await deletionForm(page).getByRole("button", { name: forms.deletion.submit }).click();
        await expect(page).toHaveURL(url("/privency-policy"));
        const refused = deletionForm(page);
        await expect(refused.getByLabel(forms.deletion.emailLabel)).toHaveAccessibleDescription(
          fieldErrors.email.email_or_phone_required({ code: "email_or_phone_required" }),
        );
        await expect(refused.getByLabel(forms.deletion.messageLabel)).toHaveValue(note);
        expectedErrors(pageErrors, /status of 400/);
      });
    });
  });
}

// Both languages' requests in one test, so that one staff sign-in (a staff account from the CLI)
// reads both.
test("a deletion request is checked, sent from the privacy policy, and reaches the inbox in its language", async ({
  page,
}) => {
  const sent: { locale: Locale; email: string }[] = [];
  for (const { locale, path, words } of languages) {
    const { forms, fieldErrors } = words;
    const email = uniqueEmail(`deletion-${locale}`);
    await page.goto(path("/privency-policy"));
    const form = page.getByRole("region", { name: forms.deletion.heading });
    await form.getByRole("button", { name: forms.deletion.submit }).click();
    await expect(form.getByLabel(forms.deletion.emailLabel)).toHaveAccessibleDescription(
      fieldErrors.email.email_or_phone_required({ code: "email_or_phone_required" }),
    );
    await form.getByLabel(forms.deletion.emailLabel).fill(email);
    await form.getByRole("button", { name: forms.deletion.submit }).click();
    await expect(form.getByRole("status")).toContainText(forms.deletion.success.title);
    await expect(toast(page)).toContainText(forms.deletion.success.description);
    sent.push({ locale, email });
  }

  await signInPage(page, await createStaff());
  for (const { locale, email } of sent) {
    await page.goto(`/inbox?kind=privacy&q=${encodeURIComponent(email)}`);
    const card = page.getByRole("list", { name: "Leads" }).getByRole("link");
    await expect(card.getByTestId("lead-language")).toHaveText(languageName[locale]);
  }
});

test.describe("FAQ", () => {
  test("every answer is in the server's HTML", async ({ request }) => {
    const html = await (await request.get("/faq")).text();
    for (const fact of [
      "25-30 years",
      "EMI",
      "100% on solar",
      "Annual Maintenance Contract (AMC)",
      "50%-90%",
      "switches off automatically when the grid goes down",
    ]) {
      expect(html).toContain(fact);
    }
  });
});

test.describe("Privacy Policy", () => {
  test("states the three retention periods", async ({ page }) => {
    await page.goto("/privency-policy");
    const retention = page.getByRole("region", { name: "Solar-Specific Data Retention" });
    await expect(retention).toContainText("up to 3 years from your last contact");
    await expect(retention).toContainText("typically kept for 7 years");
    await expect(retention).toContainText("lifecycle, typically 25+ years");
  });
});

test("[or] no English heading or sentence of the policy is left on /or/privency-policy", async ({
  page,
}) => {
  // Every whole English sentence or label of the policy (no templates, none the Odia shares).
  const english = englishSentences("privacy", 8);
  await page.goto("/or/privency-policy");
  const text = await page.locator("main").innerText();
  for (const sentence of english) expect(text, sentence).not.toContain(sentence);
});
