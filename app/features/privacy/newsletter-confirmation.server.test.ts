import { afterEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { testEngines, type TestDatabase } from "~/lib/db/test-databases";
import { newsletterSubscribers } from "~/lib/inbox/subscribers.server";
import { createLeadStore } from "~/lib/leads/lead-store.server";
import { privacyDesk } from "./privacy-desk.server";

const now = new Date("2026-11-24T06:00:00Z");

describe.each(testEngines)("the newsletter's double opt-in ($engine)", ({ create }) => {
  let test: TestDatabase;
  let database: AppDatabase;
  afterEach(async () => {
    await database?.close();
    await test?.cleanup();
  });

  it("subscribes an address only once its e-mailed link is confirmed, and records the consent then", async () => {
    test = await create();
    database = await openDatabase(test.url);
    const leads = createLeadStore(database, { now: () => now, confirmSubscriptions: true });
    const desk = privacyDesk(database, { enabled: true, siteUrl: "https://www.suryodaysolar.in" });
    const subscribers = newsletterSubscribers(database);
    const consents = () =>
      database.db.selectFrom("consent_records").select(["purpose", "action"]).execute();

    const first = await leads.subscribe("gita@example.in", "or", { noticeVersion: "2026-11-24" });
    expect(first).toMatchObject({ created: true, pending: true });
    // Asking again before confirming is still pending (the link is sent again).
    expect(await leads.subscribe("gita@example.in", "or")).toMatchObject({ pending: true });
    expect((await subscribers.all()).map((row) => row.email)).toEqual([]);
    expect(await consents()).toEqual([]);

    expect(await desk.sendSubscribeLink(first.id, "gita@example.in", "or", now)).toBe(true);
    const [mail] = await database.db
      .selectFrom("mail_outbox")
      .select(["subject", "body"])
      .execute();
    expect(mail?.subject).toBe("Suryoday Solar ନ୍ୟୁଜଲେଟର ପାଇଁ ଆପଣଙ୍କ ସଦସ୍ୟତା ନିଶ୍ଚିତ କରନ୍ତୁ");
    const token = /\/or\/privacy\/subscribe\/([\w-]{43})/.exec(mail!.body)![1]!;

    expect(await desk.subscribeAddress(token, now)).toBe("gita@example.in");
    expect(await desk.confirmSubscription("x".repeat(43), now)).toBeNull();
    expect(await desk.confirmSubscription(token, now)).toEqual({ email: "gita@example.in" });
    // Confirming twice records the consent once.
    await desk.confirmSubscription(token, now);
    expect((await subscribers.all()).map((row) => row.email)).toEqual(["gita@example.in"]);
    expect(await consents()).toEqual([{ purpose: "newsletter", action: "given" }]);
    expect(await leads.subscribe("gita@example.in")).toMatchObject({ pending: false });
  });
});
