import { afterEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { testEngines, type TestDatabase } from "~/lib/db/test-databases";
import { createLeadStore } from "~/lib/leads/lead-store.server";
import { createPrivateLink, findPrivateLink } from "~/lib/private-links/private-links.server";
import { rightsQueue } from "./rights-queue.server";

const owner = {
  id: "o1",
  name: "Priya Das",
  email: "p@x.in",
  role: "owner" as const,
  twoFactor: false,
};

describe.each(testEngines)("the rights queue ($engine)", ({ create }) => {
  let test: TestDatabase;
  let database: AppDatabase;
  afterEach(async () => {
    await database?.close();
    await test?.cleanup();
  });

  async function open(receivedAt: string) {
    test = await create();
    database = await openDatabase(test.url);
    const leads = createLeadStore(database, { now: () => new Date(receivedAt) });
    return leads;
  }

  it("shows each request's reference and due day, and flags it overdue after 90 days", async () => {
    // 20:00 UTC on 23 November is 01:30 on 24 November in India: received on the 24th.
    const leads = await open("2026-11-23T20:00:00Z");
    const { id } = await leads.savePrivacyRequest({
      email: "a@example.in",
      phone: "",
      message: "",
      requestKind: "copy",
      noticeVersion: "2026-11-24",
    });
    const queue = rightsQueue(database);
    const [before] = await queue.list("2027-02-22");
    expect(before).toMatchObject({
      reference: `PR-2026-${String(id).padStart(6, "0")}`,
      kind: "copy",
      receivedDay: "2026-11-24",
      dueDay: "2027-02-22",
      daysLeft: 0,
      overdue: false,
    });
    const [after] = await queue.list("2027-02-23");
    expect(after?.overdue).toBe(true);
    expect(await queue.counts("2027-02-23")).toEqual({ open: 1, overdue: 1 });

    const link = await database.db.transaction().execute((trx) =>
      createPrivateLink(trx, {
        purpose: "privacy",
        subjectId: `copy:${id}`,
        expiresAt: new Date("2027-03-01T00:00:00Z"),
        now: new Date("2027-02-22T05:00:00Z"),
      }),
    );
    const closedAt = new Date("2027-02-23T05:00:00Z");
    expect(await findPrivateLink(database.db, "privacy", link, closedAt)).not.toBeNull();
    expect(await queue.close(id, "Sent the copy.", owner, closedAt)).toBe(true);
    // Closed, its e-mailed link opens nothing.
    expect(await findPrivateLink(database.db, "privacy", link, closedAt)).toBeNull();
    expect(await queue.close(id, "again", owner, new Date())).toBe(false);
    const [closed] = await queue.list("2027-06-01");
    expect(closed).toMatchObject({ overdue: false, answer: "Sent the copy." });
    expect(await queue.counts("2027-06-01")).toEqual({ open: 0, overdue: 0 });
  });
});
