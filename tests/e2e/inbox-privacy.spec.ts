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

  const owner = await createStaff("owner", "Priya Das");
  await signInPage(page, owner, `/inbox?kind=privacy&q=${encodeURIComponent(email)}`);
  await page.getByRole("list", { name: "Leads" }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: email })).toBeVisible();
  // The person's other enquiries are linked from the request (issue 30).
  const others = page.getByTestId("other-enquiries").getByRole("listitem");
  await expect(others).toHaveCount(3);
  await expect(others.getByRole("link", { name: "Message" })).toBeVisible();
  await expect(others.getByRole("link", { name: "Quote request" })).toBeVisible();
  await expect(others.filter({ hasText: "Newsletter subscription" })).toHaveCount(1);
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

test("an erasure removes only what the owner ticks: never someone whose number ends alike", async ({
  page,
  request,
}) => {
  const gita = uniqueEmail("gita");
  const mohan = uniqueEmail("mohan");
  const ravi = uniqueEmail("ravi");
  // Nine digits of this run only: Gita's and Mohan's mobiles share them, Ravi shares her whole
  // number (the family's phone) under his own address.
  const nine = String(437_000_000 + Math.floor(Math.random() * 999_999));
  const post = (path: string, form: Record<string, string>) =>
    request.post(path, {
      form: { noticeVersion, ...form },
      headers: { "X-Forwarded-For": uniqueAddress() },
    });
  const quote = (name: string, email: string, phone: string) =>
    post("/quote-request", {
      name,
      email,
      phone,
      location: "751002",
      roofSize: "30",
      monthlyBill: "90",
    });
  await quote("Gita Panda", gita, `+91 9${nine}`);
  await quote("Mohan Sethi", mohan, `+91 8${nine}`);
  await post("/contact", {
    name: "Ravi Panda",
    email: ravi,
    phone: `09${nine}`,
    message: "Family",
  });
  await post("/privency-policy", { email: gita, phone: `9${nine}` });

  const owner = await createStaff("owner", "Priya Das");
  await signInPage(page, owner, `/inbox?kind=privacy&q=${encodeURIComponent(gita)}`);
  await page.getByRole("list", { name: "Leads" }).getByRole("link").click();
  const panel = page.getByRole("region", { name: "Erase this person's data" });
  const byEmail = panel.getByRole("group", { name: "Found by this e-mail address" });
  const byPhone = panel.getByRole("group", { name: "Found only by the phone number" });
  await expect(byEmail.getByRole("checkbox")).toHaveCount(1);
  await expect(byEmail.getByRole("checkbox", { name: /Quote request/ })).toBeChecked();
  await expect(byEmail).toContainText("Gita Panda");
  await expect(byPhone.getByRole("checkbox")).toHaveCount(1);
  await expect(byPhone.getByRole("checkbox", { name: /Message/ })).not.toBeChecked();
  await expect(byPhone).toContainText(ravi);
  await expect(panel).not.toContainText(mohan);

  await page.getByLabel(/I have confirmed who is asking/).check();
  await page.getByRole("button", { name: "Erase everything" }).click();
  await expect(page.getByRole("status")).toHaveText("The person's data has been erased.");
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
    "Erased this person's data: 1 quote request",
  );
  const raw = dumpDatabase();
  expect(raw).not.toContain(gita);
  expect(raw).toContain(mohan);
  expect(raw).toContain(ravi);
  for (const [email, name] of [
    [mohan, "Mohan Sethi"],
    [ravi, "Ravi Panda"],
  ] as const) {
    await page.goto(`/inbox?q=${encodeURIComponent(email)}`);
    await expect(page.getByRole("list", { name: "Leads" })).toContainText(name);
  }
});

test("only an owner may erase", async ({ page, request }) => {
  const email = uniqueEmail("staff-cannot");
  await request.post("/privency-policy", {
    form: { noticeVersion, email },
    headers: { "X-Forwarded-For": uniqueAddress() },
  });
  await signInPage(
    page,
    await createStaff("staff", "Rahul Nayak"),
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
