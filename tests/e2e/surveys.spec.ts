import { surveyCopy as en } from "../../app/content/copy/en/survey";
import { formsCopy as orForms } from "../../app/content/copy/or/forms";
import { privateLinkCopy as orLink } from "../../app/content/copy/or/private-link";
import { surveyCopy as or } from "../../app/content/copy/or/survey";
import { slotLabel } from "../../app/lib/time/kolkata-words";
import { expect, expectPrivateAddressStaysHome, test } from "./fixtures";
import { createStaff, signInPage } from "./inbox";
import { uniqueAddress, uniqueEmail } from "./leads";
import {
  hydrated,
  pageOn,
  salesDesk,
  tokenOf,
  updateDatabase,
  withSurveySite,
} from "./survey-site";
import { noticeVersion } from "../../app/lib/privacy/notice-version";

// Issue 20: after a quote request the visitor books their free site survey behind a private
// link, in English or Odia, with JavaScript or without; e-mails with a calendar file go to a
// real SMTP listener in the test; staff see the survey by day and on the lead, confirm and move
// it, and the visitor hears of each; a slot's last place goes to one of many at once.

test.describe.configure({ timeout: 180_000 });

/** The default slots last two hours. */
const endOf = (start: string) => new Date(Date.parse(start) + 2 * 3_600_000).toISOString();
const label = (start: string, locale: "en" | "or" = "en") =>
  slotLabel(start, endOf(start), locale, locale === "en" ? en : or);
const unfold = (ics: string) => ics.replace(/\r\n /g, "");

test("a visitor books and moves a survey; staff see it by day, confirm and move it; each step is e-mailed", async ({
  browser,
}) => {
  await withSurveySite(async ({ origin, databaseUrl, mail }) => {
    const email = uniqueEmail("survey-visitor");
    const { context, page } = await pageOn(browser, origin);
    try {
      await page.goto("/quote-request");
      await hydrated(page);
      const form = page.getByRole("form", { name: "Your Details" });
      await form.getByLabel("Full Name").fill("Sasmita Behera");
      await form.getByLabel("Email Address").fill(email);
      await form.getByLabel("Phone Number").fill("+91 94370 55555");
      await form.getByLabel("Zip Code or Location").fill("751007");
      await form.getByLabel("Street Address").fill("Plot 4, Saheed Nagar");
      await form.getByRole("button", { name: "Request My Free Quote" }).click();

      const offer = page.getByTestId("survey-offer");
      await expect(offer.getByRole("heading", { name: en.offer.title })).toBeVisible();
      await offer.getByRole("link", { name: en.offer.link }).click();
      await expect(page).toHaveURL(/\/survey\/[\w-]{43}$/);
      const token = tokenOf(page.url());
      // The visitor's own e-mail carries the same link, so a closed tab loses nothing (issue 30).
      const thanks = await mail.waitFor(email, "Your quote request to Suryoday Solar");
      expect(thanks.text).toContain(`/survey/${token}`);
      expect(thanks.text).toContain("We will call you within one working day");
      await expect(page.getByRole("heading", { level: 1, name: en.page.heading })).toBeVisible();
      await expect(page.getByText("For Sasmita Behera, 751007")).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex, nofollow",
      );
      // The booking form's privacy notice, its version posted with the booking (issue 23).
      await expect(page.locator('details[data-privacy-notice="survey"]')).toHaveAttribute(
        "data-notice-version",
        noticeVersion,
      );

      const answer = await page.request.get(`/survey/${token}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["cache-control"]).toBe("no-store");
      expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      expect(answer.headers()["referrer-policy"]).toBe("same-origin");

      // Book the first free slot.
      const first = page.getByRole("radio").first();
      const firstSlot = (await first.getAttribute("value"))!;
      await first.check();
      await page.getByRole("button", { name: en.page.book }).click();
      await expect(page.getByRole("status")).toHaveText(en.page.done.booked);
      await expect(page.getByTestId("survey-when")).toHaveText(label(firstSlot));

      const booked = await mail.waitFor(email, `Your free site survey: ${label(firstSlot)}`);
      expect(booked.text).toContain("Namaste Sasmita Behera,");
      expect(booked.text).toContain(`https://www.suryodaysolar.in/survey/${token}`);
      const [calendar] = booked.attachments;
      expect(calendar?.filename).toBe("site-survey.ics");
      expect(calendar?.contentType).toContain("text/calendar");
      const ics = unfold(calendar!.content);
      expect(ics).toContain("METHOD:REQUEST\r\n");
      expect(ics).toMatch(/UID:survey-\d+@suryodaysolar\.in\r\n/);
      expect(ics).toContain(`DTSTART:${firstSlot.replace(/[-:]/g, "").replace(".000", "")}\r\n`);
      expect(ics).toContain("SEQUENCE:0\r\n");
      const uid = /UID:(\S+)\r\n/.exec(ics)![1];
      const told = await mail.waitFor(
        salesDesk,
        /^Site survey booked by the customer: Sasmita Behera/,
      );
      expect(told.text).toMatch(/\/inbox\/quote\/\d+/);

      // The e-mail's link moves it.
      await page.goto(new URL(/https:\S+\/survey\/\S+/.exec(booked.text)![0]).pathname);
      await expectPrivateAddressStaysHome(page);
      const second = page.getByRole("radio").nth(1);
      const secondSlot = (await second.getAttribute("value"))!;
      await second.check();
      await page.getByRole("button", { name: en.page.moveSubmit }).click();
      await expect(page.getByRole("status")).toHaveText(en.page.done.moved);
      await expect(page.getByTestId("survey-when")).toHaveText(label(secondSlot));
      const moved = await mail.waitFor(email, `Your site survey is moved: ${label(secondSlot)}`);
      expect(unfold(moved.attachments[0]!.content)).toContain(`UID:${uid}\r\n`);
      expect(unfold(moved.attachments[0]!.content)).toContain("SEQUENCE:1\r\n");

      // Staff see it by day and on the lead.
      const staff = await createStaff("owner", "Priya Das", databaseUrl);
      await signInPage(page, staff, "/inbox/surveys");
      await hydrated(page);
      const day = page.getByRole("list", {
        name: label(secondSlot).split(", ").slice(0, 3).join(", "),
      });
      await expect(day.getByRole("link")).toContainText("Sasmita Behera");
      await day.getByRole("link", { name: /Sasmita Behera/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Sasmita Behera" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 }).locator("..")).toContainText(
        "Site survey booked",
      );
      const panel = page.getByTestId("lead-survey");
      await expect(panel).toContainText(label(secondSlot));
      await expect(panel).toContainText("Booked, waiting for our confirmation");

      await page.getByRole("button", { name: "Confirm survey" }).click();
      await expect(page.getByRole("status")).toHaveText("Saved.");
      await expect(panel).toContainText("Confirmed");
      await mail.waitFor(email, `Your site survey is confirmed: ${label(secondSlot)}`);

      const move = page.getByLabel("Move to");
      const third = await move.locator("option").nth(3).getAttribute("value");
      await move.selectOption(third!);
      await page.getByRole("button", { name: "Move survey" }).click();
      await expect(panel).toContainText(label(third!));
      const staffMoved = await mail.waitFor(email, `Your site survey is moved: ${label(third!)}`);
      expect(unfold(staffMoved.attachments[0]!.content)).toContain("SEQUENCE:3\r\n");
      // Staff's e-mails carry a link of their own that opens the same survey.
      const staffLink = new URL(/https:\S+\/survey\/\S+/.exec(staffMoved.text)![0]).pathname;
      const leadPage = page.url();
      await page.goto(staffLink);
      await expect(page.getByTestId("survey-when")).toHaveText(label(third!));
      await expect(page.getByText(en.page.status.confirmed)).toBeVisible();

      await page.goto(leadPage);
      const timeline = page.getByRole("region", { name: "Timeline" }).getByRole("listitem");
      await expect(timeline.first()).toContainText("Site survey moved from");
      await expect(timeline.first()).toContainText("Priya Das");
      const texts = await timeline.allTextContents();
      expect(texts.join("\n")).toContain("Site survey confirmed");
      expect(texts.join("\n")).toContain("Status: New → Site survey booked");
      expect(texts.join("\n")).toContain("Site survey booked");
      expect(texts.join("\n")).toContain("The customer, on their survey page");
    } finally {
      await context.close();
    }
  });
});

test("in Odia without JavaScript on a phone: the offer, booking and cancelling, and the e-mails in Odia", async ({
  browser,
}) => {
  await withSurveySite(async ({ origin, mail }) => {
    const email = uniqueEmail("survey-odia");
    const { context, page } = await pageOn(browser, origin, {
      javaScriptEnabled: false,
      width: 390,
    });
    try {
      await page.goto("/or/quote-request");
      const form = page.getByRole("form", { name: orForms.quote.heading });
      await form.getByLabel(orForms.person.name.label).fill("ବିକାଶ ସାହୁ");
      await form.getByLabel(orForms.person.email.label).fill(email);
      await form.getByLabel(orForms.person.phone.label).fill("94370 22222");
      await form.getByLabel(orForms.quote.location.label).fill("751007");
      await form.getByRole("button", { name: orForms.quote.submit }).click();

      const offer = page.getByTestId("survey-offer");
      await expect(offer.getByRole("heading", { name: or.offer.title })).toBeVisible();
      await offer.getByRole("link", { name: or.offer.link }).click();
      await expect(page).toHaveURL(/\/or\/survey\/[\w-]{43}$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "or");
      const thanks = await mail.waitFor(email, "Suryoday Solarକୁ ଆପଣଙ୍କ କୋଟେସନ ଅନୁରୋଧ");
      expect(thanks.text).toContain(`/or/survey/${tokenOf(page.url())}`);
      await expect(page.getByRole("heading", { level: 1, name: or.page.heading })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await expect(page.locator('details[data-privacy-notice="survey"]')).toHaveAttribute(
        "data-notice-version",
        noticeVersion,
      );

      // On a phone the days fold: two are open, the others a tap away, so the button is near.
      const days = page.locator("details:has(input[type=radio])");
      expect(await days.count()).toBeGreaterThan(2);
      await expect(page.locator("details[open]:has(input[type=radio])")).toHaveCount(2);
      const third = days.nth(2);
      await expect(third.getByRole("radio").first()).toBeHidden();
      await third.locator("summary").click();
      await expect(third.getByRole("radio").first()).toBeVisible();
      const first = page.getByRole("radio").first();
      const slot = (await first.getAttribute("value"))!;
      await first.check();
      await page.getByRole("button", { name: or.page.book }).click();
      await expect(page.getByRole("status")).toHaveText(or.page.done.booked);
      await expect(page.getByTestId("survey-when")).toHaveText(label(slot, "or"));
      const booked = await mail.waitFor(email, `ଆପଣଙ୍କ ମାଗଣା ସାଇଟ ସର୍ଭେ: ${label(slot, "or")}`);
      expect(booked.text).toContain("ନମସ୍କାର ବିକାଶ ସାହୁ,");
      expect(booked.text).toMatch(/https:\/\/www\.suryodaysolar\.in\/or\/survey\/[\w-]{43}/);
      expect(booked.text).toContain("https://www.suryodaysolar.in/or/privency-policy");

      await page.getByRole("button", { name: or.page.cancel }).click();
      await expect(page.getByRole("status")).toHaveText(or.page.done.cancelled);
      await expect(page.getByRole("heading", { name: or.page.cancelledHeading })).toBeVisible();
      const cancelled = await mail.waitFor(email, "ଆପଣଙ୍କ ସାଇଟ ସର୍ଭେ ବାତିଲ ହୋଇଛି");
      expect(unfold(cancelled.attachments[0]!.content)).toContain("METHOD:CANCEL\r\n");
      // The slot is free again, and offered again.
      await expect(page.locator(`input[type=radio][value="${slot}"]`)).toHaveCount(1);
    } finally {
      await context.close();
    }
  });
});

test("a tampered, unknown, expired or revoked link gets the same plain not-found, saying nothing about anyone", async () => {
  await withSurveySite(async ({ origin, databaseFile }) => {
    const paths: string[] = [];
    for (let i = 0; i < 3; i++) {
      const sent = await fetch(`${origin}/forms/quote`, {
        method: "POST",
        headers: { Accept: "application/json", "X-Forwarded-For": uniqueAddress() },
        body: new URLSearchParams({
          noticeVersion,
          name: `Hidden Person ${i}`,
          email: uniqueEmail("hidden"),
          phone: "9437022222",
          location: "751007",
          roofSize: "50",
          monthlyBill: "100",
        }),
      });
      paths.push(((await sent.json()) as { surveyPath: string }).surveyPath);
    }
    const [good, expired, revoked] = paths.map(tokenOf);
    expect((await fetch(`${origin}/survey/${good}`)).status).toBe(200);
    updateDatabase(
      databaseFile,
      "update private_links set expires_at = ? where id = (select id from private_links where purpose = 'survey' order by id limit 1 offset 1)",
      "2000-01-01T00:00:00.000Z",
    );
    updateDatabase(
      databaseFile,
      "update private_links set revoked_at = ? where id = (select id from private_links where purpose = 'survey' order by id limit 1 offset 2)",
      new Date().toISOString(),
    );
    const tampered = `${good!.slice(0, -1)}${good!.endsWith("A") ? "B" : "A"}`;
    const answers = [];
    for (const token of [tampered, "x".repeat(43), "short", expired, revoked]) {
      const response = await fetch(`${origin}/survey/${token}`, {
        headers: { "X-Forwarded-For": uniqueAddress() },
      });
      expect(response.status, token).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("referrer-policy")).toBe("same-origin");
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html).not.toContain("Hidden Person");
      answers.push(/<main[\s\S]*<\/main>/.exec(html)![0].replace(/ nonce="[^"]*"/g, ""));
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toContain("This link does not open anything");
    // A post to a bad link is answered the same.
    const post = await fetch(`${origin}/survey/${tampered}`, {
      method: "POST",
      headers: { "X-Forwarded-For": uniqueAddress() },
      body: new URLSearchParams({ intent: "cancel" }),
    });
    expect(post.status).toBe(404);
    const odia = await (await fetch(`${origin}/or/survey/${expired}`)).text();
    expect(odia).toContain(orLink.notFound.title);
  });
});

test("many visitors pressing at once for a slot's one place: exactly one gets it", async () => {
  await withSurveySite(async ({ origin }) => {
    const visitors = 12;
    const paths = await Promise.all(
      Array.from({ length: visitors }, async (_, i) => {
        const sent = await fetch(`${origin}/forms/quote`, {
          method: "POST",
          headers: { Accept: "application/json", "X-Forwarded-For": uniqueAddress() },
          body: new URLSearchParams({
            noticeVersion,
            name: `Racer ${i}`,
            email: uniqueEmail("racer"),
            phone: "9437022222",
            location: "751007",
            roofSize: "50",
            monthlyBill: "100",
          }),
        });
        return ((await sent.json()) as { surveyPath: string }).surveyPath;
      }),
    );
    for (const path of paths) expect(path).toMatch(/^\/survey\/[\w-]{43}$/);
    const shown = await fetch(`${origin}${paths[0]}`, {
      headers: { "X-Forwarded-For": uniqueAddress() },
    });
    const page = await shown.text();
    expect(shown.status, page.slice(0, 2000)).toBe(200);
    const slot = /name="slot" value="([^"]+)"/.exec(page)![1]!;
    const answers = await Promise.all(
      paths.map((path) =>
        fetch(`${origin}${path}`, {
          method: "POST",
          headers: { Origin: origin, "X-Forwarded-For": uniqueAddress() },
          body: new URLSearchParams({ intent: "book", slot, noticeVersion }),
        }).then(async (response) => ({ status: response.status, html: await response.text() })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200,
      ...Array<number>(visitors - 1).fill(409),
    ]);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(answer.html).toContain(en.page.taken.replace("'", "&#x27;"));
      // The free slots are shown again, without the one just taken.
      expect(answer.html).not.toContain(`value="${slot}"`);
    }
  });
});

test("one link and one connection are held to a few survey changes a day, staff are told, can revoke a link, and a lost lead's link books nothing (issue 30)", async ({
  browser,
}) => {
  await withSurveySite(async ({ origin, databaseUrl, mail }) => {
    const quote = async (email: string, address: string) => {
      const sent = await fetch(`${origin}/forms/quote`, {
        method: "POST",
        headers: { Accept: "application/json", "X-Forwarded-For": address },
        body: new URLSearchParams({
          noticeVersion,
          name: "Prakash Jena",
          email,
          phone: "9437022222",
          location: "751007",
          roofSize: "50",
          monthlyBill: "100",
        }),
      });
      return ((await sent.json()) as { surveyPath: string }).surveyPath;
    };
    const post = (path: string, address: string, fields: Record<string, string>) =>
      fetch(`${origin}${path}`, {
        method: "POST",
        headers: { Origin: origin, "X-Forwarded-For": address },
        body: new URLSearchParams(fields),
      }).then(async (response) => ({ status: response.status, html: await response.text() }));
    const slotsOf = async (path: string) =>
      [
        ...(await (await fetch(`${origin}${path}`)).text()).matchAll(
          /name="slot" value="([^"]+)"/g,
        ),
      ].map((match) => match[1]!);

    // Twelve book-and-move posts on one link in a moment: four changes go through, the rest
    // are refused, and the customer and the sales desk hear of four at most.
    const email = uniqueEmail("pressed");
    const address = uniqueAddress();
    const path = await quote(email, address);
    const slots = await slotsOf(path);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(path, address, { intent: "book", slot: slots[i % 6]!, noticeVersion }),
      ),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(8);
    expect(refused[0]!.html).toContain(en.page.tooManyChanges.split("{phone}")[0]!);
    await mail.waitFor(salesDesk, /^Site survey (booked|moved) by the customer: Prakash Jena/);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const aboutTheSurvey = mail.received.filter(
      (each) => each.to.includes(email) && !each.subject.startsWith("Your quote request"),
    );
    expect(aboutTheSurvey.length).toBeLessThanOrEqual(4);

    // Four new bookings from one connection in a day: the fourth is asked to call.
    const crowd = uniqueAddress();
    const booked: number[] = [];
    for (let i = 0; i < 4; i++) {
      const each = await quote(uniqueEmail("crowd"), crowd);
      const [slot] = await slotsOf(each);
      booked.push((await post(each, crowd, { intent: "book", slot: slot!, noticeVersion })).status);
    }
    expect(booked).toEqual([200, 200, 200, 429]);

    // Staff see the refusal on the lead, revoke the link, and it opens nothing.
    const staff = await createStaff("owner", "Priya Das", databaseUrl);
    const { context, page } = await pageOn(browser, origin);
    try {
      await signInPage(page, staff, `/inbox?q=${encodeURIComponent(email)}`);
      await hydrated(page);
      await page.getByRole("list", { name: "Leads" }).getByRole("link").click();
      const timeline = page.getByRole("region", { name: "Timeline" });
      await expect(timeline).toContainText("The survey link was refused a change");
      await page.getByRole("button", { name: "Revoke the customer's survey link" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "The survey link is revoked: it opens nothing now.",
      );
      await expect(timeline).toContainText("the booked time is free again");
      expect((await fetch(`${origin}${path}`)).status).toBe(404);

      // A lead marked lost: its link books nothing.
      const lostEmail = uniqueEmail("lost");
      const lostPath = await quote(lostEmail, uniqueAddress());
      await page.goto(`/inbox?q=${encodeURIComponent(lostEmail)}`);
      await hydrated(page);
      await page.getByRole("list", { name: "Leads" }).getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1, name: "Prakash Jena" })).toBeVisible();
      // Chosen before hydration, a select is set back to its saved value by React.
      await hydrated(page);
      await page.getByLabel("Status").selectOption("lost");
      await page.getByLabel("Reason, if lost").fill("Went with another installer");
      await page.getByRole("button", { name: "Save status" }).click();
      await expect(page.getByRole("status")).toHaveText("Saved.");
      const [slot] = slots;
      expect(
        (await post(lostPath, uniqueAddress(), { intent: "book", slot: slot!, noticeVersion }))
          .status,
      ).toBe(404);
      expect((await fetch(`${origin}${lostPath}`)).status).toBe(404);
    } finally {
      await context.close();
    }
  });
});

test("where e-mail is not set up, the survey page does not say an e-mail was sent (issue 30)", async ({
  request,
}) => {
  const address = uniqueAddress();
  const sent = await request.post("/forms/quote", {
    headers: { Accept: "application/json", "X-Forwarded-For": address },
    form: {
      noticeVersion,
      name: "Prakash Jena",
      email: uniqueEmail("no-mail"),
      phone: "9437022222",
      location: "751007",
      roofSize: "50",
      monthlyBill: "100",
    },
  });
  const { surveyPath } = (await sent.json()) as { surveyPath: string };
  const page = await (await request.get(surveyPath)).text();
  const slot = /name="slot" value="([^"]+)"/.exec(page)![1]!;
  const booked = await request.post(surveyPath, {
    headers: { "X-Forwarded-For": address },
    form: { intent: "book", slot, noticeVersion },
  });
  const html = await booked.text();
  expect(html).toContain(en.page.doneNoEmail.booked);
  expect(html).not.toContain(en.page.done.booked);
});
