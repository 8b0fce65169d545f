import { islandsProblems, pageScripts } from "../../server/page-scripts";
import { expect, test } from "./fixtures";
import {
  expectedErrors,
  exportLeads,
  holdRequests,
  toast,
  uniqueAddress,
  uniqueEmail,
} from "./leads";

const failedText =
  "We couldn't send your details just now. Nothing you typed is lost: please check your connection and try again.";

test.describe("contact page", () => {
  test("shows the details card, the map, four social links and the call-to-action banner", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Get In Touch" })).toBeVisible();

    await expect(
      page.getByRole("heading", { level: 2, name: "Contact Information" }),
    ).toBeVisible();
    const details = page.getByRole("main");
    await expect(details.getByRole("link", { name: "+91 674 255 0123" })).toHaveAttribute(
      "href",
      "tel:+916742550123",
    );
    await expect(details.getByRole("link", { name: "hello@suryodaysolar.in" })).toHaveAttribute(
      "href",
      "mailto:hello@suryodaysolar.in",
    );
    const whatsapp = details.getByRole("link", { name: /Chat with us on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", "https://wa.me/919437012345");
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", /noopener/);

    const social = page.getByRole("list", { name: "Suryoday Solar on social media" });
    await expect(social.getByRole("link")).toHaveCount(4);

    // The map: a placeholder until Leaflet has loaded, then the office marker at zoom 16.
    const map = page.getByRole("region", { name: /Map showing the Suryoday Solar office/ });
    await map.scrollIntoViewIfNeeded();
    const marker = map.locator(".leaflet-marker-icon");
    await expect(marker).toHaveAttribute("title", "Suryoday Solar");
    await expect(map.locator(".leaflet-tile").first()).toHaveAttribute("src", /\/16\//);
    await marker.click();
    await expect(map.locator(".leaflet-popup")).toContainText("Bhubaneswar");

    const banner = page.getByRole("region", { name: "Ready for Solar Solutions?" });
    await expect(banner.getByRole("link", { name: "Call Now" })).toHaveAttribute(
      "href",
      "tel:+916742550123",
    );
    await expect(banner.getByRole("link", { name: "Email Us" })).toHaveAttribute(
      "href",
      "mailto:hello@suryodaysolar.in",
    );
  });
});

test.describe("contact form with JavaScript", () => {
  test("sends a message: 'Sending...' while it runs, the toast, a cleared form, the lead stored", async ({
    page,
  }) => {
    const email = uniqueEmail("contact-js");
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await expect(form.getByLabel("Message")).toHaveAttribute("rows", "5");
    await form.getByLabel("Full Name").fill("Ananya Mohanty");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Phone Number").fill("+91 94370 11111");
    await form.getByLabel("Message").fill("Can you fit panels on a tin roof?\nWe are in Patia.");

    const release = await holdRequests(page, "**/forms/contact");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();

    await expect(toast(page)).toContainText("Message Sent!");
    await expect(toast(page)).toContainText(
      "Thank you for reaching out. We'll get back to you soon.",
    );
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    for (const field of ["Full Name", "Email Address", "Phone Number", "Message"]) {
      await expect(form.getByLabel(field)).toHaveValue("");
    }

    const stored = (await exportLeads("contact")).filter((lead) => lead.email === email);
    expect(stored).toEqual([
      {
        kind: "contact",
        id: expect.any(Number),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        language: "en",
        name: "Ananya Mohanty",
        email,
        phone: "+91 94370 11111",
        message: "Can you fit panels on a tin roof?\nWe are in Patia.",
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
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByRole("button", { name: "Send Message" }).click();

    const name = form.getByLabel("Full Name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    const errorId = await name.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText("Please enter your full name.");
    await expect(form.getByLabel("Email Address")).toHaveAccessibleDescription(
      "Please enter your email address.",
    );
    await expect(form.getByLabel("Message")).toHaveAccessibleDescription(
      "Please write a short message.",
    );
    await expect(form.getByLabel("Phone Number")).not.toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Email Address").fill("ananya@");
    await expect(form.getByLabel("Email Address")).toHaveAccessibleDescription(
      "Please enter a valid email address, like name@example.com.",
    );
    await name.fill("Ananya");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
  });

  test("keeps what was typed when the server fails, and sends on the next try", async ({
    page,
    pageErrors,
  }) => {
    const email = uniqueEmail("contact-retry");
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByLabel("Full Name").fill("Retry Visitor");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Message").fill("First try fails, second works.");

    await page.route("**/forms/contact", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
    );
    await form.getByRole("button", { name: "Send Message" }).click();
    const failure = toast(page).and(page.locator('[data-variant="destructive"]'));
    await expect(failure).toContainText("Not sent");
    await expect(failure).toContainText(failedText);
    await expect(form.getByLabel("Full Name")).toHaveValue("Retry Visitor");
    await expect(form.getByLabel("Email Address")).toHaveValue(email);
    await expect(form.getByLabel("Message")).toHaveValue("First try fails, second works.");

    // The connection drops on the second try.
    await page.unroute("**/forms/contact");
    await page.route("**/forms/contact", (route) => route.abort("internetdisconnected"));
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(failure).toContainText(failedText);
    await expect(form.getByLabel("Message")).toHaveValue("First try fails, second works.");

    await page.unroute("**/forms/contact");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page)).toContainText("Message Sent!");
    expect((await exportLeads("contact")).filter((lead) => lead.email === email)).toHaveLength(1);
    expectedErrors(pageErrors, /status of 500|ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
  });
});

test("the page sends no React Router, only its islands; the form sends without leaving it", async ({
  page,
  request,
}) => {
  // The page as served, and as rendered again to answer a post sent without JavaScript.
  const served = await (await request.get("/contact")).text();
  expect(islandsProblems(await pageScripts(served))).toEqual([]);
  const answered = await request.post("/contact", {
    form: { name: "Island Check", email: uniqueEmail("contact-island-post"), message: "Hi" },
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

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sends the message and the page confirms it", async ({ page }) => {
    const email = uniqueEmail("contact-nojs");
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByLabel("Full Name").fill("Offline Reader");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Message").fill("Sent with scripts turned off.");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("status")).toContainText("Message Sent!");
    await expect(page.getByRole("status")).toContainText(
      "Thank you for reaching out. We'll get back to you soon.",
    );
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    const stored = (await exportLeads("contact")).filter((lead) => lead.email === email);
    expect(stored).toMatchObject([
      { name: "Offline Reader", message: "Sent with scripts turned off." },
    ]);
  });

  test("answers a refused message with the errors and what was typed", async ({
    page,
    pageErrors,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByLabel("Full Name").fill("Offline Reader");
    // The browser accepts "name@host"; the server wants a full domain.
    await form.getByLabel("Email Address").fill("offline@localhost");
    await form.getByLabel("Message").fill("Please keep this text.");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("Please check the form");
    await expect(form.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email Address")).toHaveAccessibleDescription(
      "Please enter a valid email address, like name@example.com.",
    );
    await expect(form.getByLabel("Full Name")).toHaveValue("Offline Reader");
    await expect(form.getByLabel("Email Address")).toHaveValue("offline@localhost");
    await expect(form.getByLabel("Message")).toHaveValue("Please keep this text.");
    expectedErrors(pageErrors, /status of 400/);
  });
});

test("the server refuses each bad message with 400 and its field's message, storing nothing", async ({
  request,
}) => {
  // Every case carries this name or this address, so none of them can hide in the store.
  const email = uniqueEmail("contact-bad-input");
  const tag = email.split("@")[0]!;
  const valid = { name: `Ananya ${tag}`, email, phone: "", message: "Hello" };
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
    form: { name: "Ananya Mohanty", email, phone: "+୯୧ ୯୪୩୭୦ ୧୧୧୧୧", message: "Namaskar" },
    headers: { "X-Forwarded-For": uniqueAddress() },
  });
  expect(response.status()).toBe(200);
  const stored = (await exportLeads("contact")).filter((lead) => lead.email === email);
  expect(stored).toMatchObject([{ phone: "+91 94370 11111" }]);
});
