import { expect, test } from "./fixtures";
import {
  databaseUrl,
  expectedErrors,
  exportLeads,
  toast,
  uniqueAddress,
  uniqueEmail,
} from "./leads";
import { startSite } from "./servers";
import { refusalsCopy as odiaRefusals } from "../../app/content/copy/or/refusals";
import { noticeVersion } from "../../app/lib/privacy/notice-version";

const throttledText =
  "You've sent several forms in a short time. Please wait a minute, then try again.";

test("a post from another site is refused with 403, with or without JavaScript", async ({
  request,
}) => {
  const email = uniqueEmail("cross-site");
  for (const path of ["/contact", "/contact.data", "/quote-request", "/blog", "/blog.data"]) {
    const response = await request.post(path, {
      form: { noticeVersion, name: "Mallory", email, message: "Hi", phone: "", location: "x" },
      headers: { Origin: "https://evil.example", "X-Forwarded-For": uniqueAddress() },
    });
    expect(response.status(), path).toBe(403);
    expect(await response.text(), path).toContain("sent from another website");
  }
  // The site's own origin is welcome.
  const own = await request.post("/contact", {
    form: { noticeVersion, name: "Ananya", email, message: "Hello from the site itself" },
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(own.status()).toBe(200);
  const stored = (await exportLeads("contact")).filter((lead) => lead.email === email);
  expect(stored).toHaveLength(1);
});

test("a one-line field cannot carry a line break or a reordering mark into what staff read", async ({
  request,
}) => {
  const email = uniqueEmail("forged-name");
  // Unicode's own line and paragraph separators, and a right-to-left override, as a forger
  // would post them to write a fake line into the staff e-mail (issue 30).
  const name = "Gita Panda\u2028Price: ₹1\u2029Pay at https://pay.example\u202Egnp.";
  const posted = await request.post("/contact", {
    form: { noticeVersion, name, email, message: "One\u2028two", phone: "" },
    headers: { "X-Forwarded-For": uniqueAddress() },
  });
  expect(posted.status()).toBe(200);
  const [stored] = (await exportLeads("contact")).filter((lead) => lead.email === email);
  if (stored?.kind !== "contact") throw new Error("the message was not stored");
  expect(stored.name).toBe("Gita Panda Price: ₹1 Pay at https://pay.examplegnp.");
  expect(stored.message).toBe("One\ntwo");
});

test("a refusal is told in the language of the page the form was on", async ({ request }) => {
  const post = (path: string) =>
    request.post(path, {
      form: { noticeVersion, name: "Mallory", email: uniqueEmail("cross-site-or"), message: "Hi" },
      headers: {
        Origin: "https://evil.example",
        "X-Forwarded-For": uniqueAddress(),
        Accept: "text/html",
      },
    });
  const page = await post("/or/contact");
  expect(page.status()).toBe(403);
  const html = await page.text();
  expect(html).toContain('<html lang="or">');
  expect(html).toContain(odiaRefusals.crossSite.title);
  expect(html).toContain('href="/or"');
  const toastText = await post("/or/contact.data");
  expect(await toastText.text()).toBe(odiaRefusals.crossSite.text);
});

test("a burst of 40 posts from one address meets 429 while pages keep being served", async ({
  request,
}) => {
  const address = uniqueAddress();
  const statuses: number[] = [];
  let retryAfter: string | undefined;
  let text = "";
  const posts = Array.from({ length: 40 }, (_, i) =>
    request
      .post("/contact", {
        form: { noticeVersion, name: `Burst ${i}`, email: "burst@example.com", message: "" },
        headers: { "X-Forwarded-For": address, Accept: "text/html" },
      })
      .then(async (response) => {
        statuses.push(response.status());
        if (response.status() === 429) {
          retryAfter = response.headers()["retry-after"];
          text = await response.text();
        }
      }),
  );
  const home = request.get("/", { headers: { "X-Forwarded-For": address } });
  await Promise.all(posts);
  expect((await home).status()).toBe(200);

  // The first ten are read (and refused for their empty message); the rest wait.
  expect(statuses.filter((status) => status === 400)).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  expect(text).toContain("Too many submissions");
  expect(text).toContain("sent several forms in a short time. Please wait a minute");

  // While throttled, that visitor still gets pages, and other visitors can still post.
  expect(
    (await request.get("/contact", { headers: { "X-Forwarded-For": address } })).status(),
  ).toBe(200);
  const other = await request.post("/contact", {
    form: { noticeVersion, name: "Someone else", email: "", message: "" },
    headers: { "X-Forwarded-For": uniqueAddress() },
  });
  expect(other.status()).toBe(400);
});

test("a throttled visitor sees the reason in a toast, and keeps what they typed", async ({
  page,
  request,
  pageErrors,
}) => {
  // The page and these posts share the test's client address.
  for (let i = 0; i < 10; i++) {
    await request.post("/contact", { form: { noticeVersion, name: "", email: "", message: "" } });
  }
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await form.getByLabel("Full Name").fill("Patient Visitor");
  await form.getByLabel("Email Address").fill(uniqueEmail("throttled"));
  await form.getByLabel("Message").fill("Sent once too often.");
  await form.getByRole("button", { name: "Send Message" }).click();
  const failure = toast(page).and(page.locator('[data-variant="destructive"]'));
  await expect(failure).toContainText(throttledText);
  await expect(form.getByLabel("Message")).toHaveValue("Sent once too often.");
  expectedErrors(pageErrors, /status of 429/);
});

test("leads are on disk when the server stops, and a restarted server keeps them", async () => {
  test.slow();
  const send = (origin: string, email: string) =>
    fetch(`${origin}/contact`, {
      method: "POST",
      body: new URLSearchParams({
        name: "Restart Check",
        email,
        message: "Still here?",
        noticeVersion,
      }),
    });
  const first = uniqueEmail("restart-first");
  const second = uniqueEmail("restart-second");

  let server = await startSite({ DATABASE_URL: databaseUrl });
  try {
    expect((await send(server.origin, first)).status).toBe(200);
    expect(await server.stop(), "graceful shutdown").toBe(0);
    expect((await exportLeads("contact")).some((lead) => lead.email === first)).toBe(true);

    // A restart runs the migrations again on the same file: nothing is lost.
    server = await startSite({ DATABASE_URL: databaseUrl });
    expect((await send(server.origin, second)).status).toBe(200);
    expect(await server.stop(), "graceful shutdown").toBe(0);
  } finally {
    await server.stop();
  }
  const emails = (await exportLeads("contact")).map((lead) => lead.email);
  expect(emails).toContain(first);
  expect(emails).toContain(second);
});
