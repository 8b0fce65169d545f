import { expect, test } from "./fixtures";
import { createStaff, dumpDatabase, signInPage } from "./inbox";
import { exportLeads, uniqueAddress, uniqueEmail } from "./leads";
import { noticeVersion } from "../../app/lib/privacy/notice-version";

// A visitor asks through the privacy policy that we delete their data; an owner erases
// every record of them with one confirmed action, and only an entry that it was done remains.

test("a privacy request erases every record of the person", async ({ page, request }) => {
  const email = uniqueEmail("erase-me");
  // A phone number of this run only: the e2e database keeps earlier runs' leads.
  const digits = String(10_000 + Math.floor(Math.random() * 89_999));
  const phone = `+91 94370 ${digits}`;
  const post = (path: string, form: Record<string, string>) =>
    request.post(path, {
      form: { noticeVersion, ...form },
      headers: { "X-Forwarded-For": uniqueAddress() },
    });
  await post("/contact", { name: "Erase Me", email, phone, message: "Hello" });
  await post("/quote-request", {
    name: "Erase Me",
    email,
    phone: `94370${digits}`,
    location: "751002",
    roofSize: "30",
    monthlyBill: "90",
  });
  await post("/blog", { email });

  // The form in "Your Privacy Rights", as the visitor uses it.
  await page.goto("/privency-policy#your-privacy-rights");
  const form = page.getByRole("region", { name: "Ask us to delete your data" });
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Phone number").fill(phone);
  await form.getByRole("button", { name: "Send deletion request" }).click();
  await expect(form.getByRole("status")).toContainText("Request received");

  const owner = createStaff("owner", "Priya Das");
  await signInPage(page, owner, `/inbox?kind=privacy&q=${encodeURIComponent(email)}`);
  await page.getByRole("list", { name: "Leads" }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: email })).toBeVisible();
  await page.getByRole("textbox", { name: "Add a note" }).fill(`Called ${email} back to confirm`);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText("confirm");

  const erase = page.getByRole("button", { name: "Erase everything" });
  await erase.click();
  // Not without the confirmation.
  await expect(page.getByRole("heading", { level: 1, name: email })).toBeVisible();
  await page.getByLabel(/I have confirmed who is asking/).check();
  await erase.click();
  await expect(page.getByRole("status")).toHaveText("The person's data has been erased.");
  const timeline = page.getByRole("region", { name: "Timeline" }).getByRole("listitem");
  await expect(timeline).toHaveCount(1);
  await expect(timeline).toContainText(
    "Erased this person's data: 1 contact message, 1 quote request, 1 newsletter subscription",
  );
  await expect(timeline).toContainText("Priya Das");
  await expect(page.locator("main")).not.toContainText(email);

  // Nothing of them is left anywhere the CLI can read, nor in the inbox.
  expect(JSON.stringify(await exportLeads())).not.toContain(email);
  const raw = dumpDatabase();
  expect(raw).not.toContain(email);
  await page.goto(`/inbox?q=${encodeURIComponent(email)}`);
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
});

test("only an owner may erase", async ({ page, request }) => {
  const email = uniqueEmail("staff-cannot");
  await request.post("/privency-policy", {
    form: { noticeVersion, email },
    headers: { "X-Forwarded-For": uniqueAddress() },
  });
  await signInPage(
    page,
    createStaff("staff", "Rahul Nayak"),
    `/inbox?kind=privacy&q=${encodeURIComponent(email)}`,
  );
  await page.getByRole("list", { name: "Leads" }).getByRole("link").click();
  await expect(page.getByText("Only an owner can erase a person's data.")).toBeVisible();
  const url = new URL(page.url());
  const refused = await page.request.post(`${url.pathname}.data`, {
    form: { intent: "erase", confirm: "yes" },
  });
  expect(refused.status()).toBe(403);
});
