import { afterEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { testEngines, type TestDatabase } from "~/lib/db/test-databases";
import { queuePersonMail, personMailsPerHour } from "./person-mail.server";

describe.each(testEngines)("e-mails to a person ($engine)", ({ create }) => {
  let test: TestDatabase;
  let database: AppDatabase;
  afterEach(async () => {
    await database?.close();
    await test?.cleanup();
  });

  it("sends one address at most its hour's e-mails, and tells staff once on the lead's timeline", async () => {
    test = await create();
    database = await openDatabase(test.url);
    const start = new Date("2026-11-24T06:00:00Z");
    const send = (minutes: number, to = "Gita@Example.in") =>
      database.db.transaction().execute((trx) =>
        queuePersonMail(trx, {
          to,
          locale: "en",
          mail: { subject: "Your survey", text: "Moved." },
          leadKind: "quote",
          leadId: 7,
          siteUrl: "https://www.suryodaysolar.in",
          now: new Date(start.getTime() + minutes * 60_000),
        }),
      );
    const sent: boolean[] = [];
    for (let i = 0; i < personMailsPerHour + 3; i++) sent.push(await send(i));
    expect(sent).toEqual([...Array<boolean>(personMailsPerHour).fill(true), false, false, false]);
    // Another address is not held back; the first is again once the hour has passed.
    expect(await send(10, "hari@example.in")).toBe(true);
    expect(await send(61)).toBe(true);
    const events = await database.db
      .selectFrom("lead_events")
      .select(["type", "details", "actor_name"])
      .where("lead_id", "=", 7)
      .execute();
    expect(events).toEqual([
      {
        type: "limit",
        details: JSON.stringify({ what: "person_mail", limit: personMailsPerHour }),
        actor_name: "The website",
      },
    ]);
  });
});
