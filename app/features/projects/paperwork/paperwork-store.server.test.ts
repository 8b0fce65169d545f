import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { estimateSystem } from "~/lib/estimate";
import { erasePerson } from "~/features/privacy/erasure.server";
import { createLeadStore } from "~/lib/leads/lead-store.server";
import { leadTimeline } from "~/lib/lead-core/lead-state.server";
import { personalDataOf } from "~/lib/privacy/personal-data.server";
import { projectStore } from "../project-store.server";
import { aadhaarCheckDigit } from "~/lib/privacy/aadhaar";
import { paperworkStore } from "./paperwork-store.server";

// Issue 35 on both engines: a document's life (received, rejected with a reason, sent again,
// checked), what the intake refuses, serials shared between projects, names that differ, and
// the person's copy and erasure holding the files.

const staff = { id: "staff-1", name: "Priya Das" };
const owner = {
  id: "owner-1",
  name: "Owner",
  email: "owner@example.com",
  role: "owner" as const,
  twoFactor: false,
};
const quote = (n: number) => ({
  name: `Customer ${n}`,
  email: `customer-${n}@example.com`,
  phone: `+91 94370 5555${n}`,
  address: "",
  location: "751007",
  product: "solar-panels" as const,
  roofSize: 50,
  monthlyBill: 100,
  message: "",
  estimate: {
    basis: "spec-dollars" as const,
    ...estimateSystem({ roofSize: 50, monthlyBill: 100 }),
  },
});

/** A phone photo with its EXIF: the camera and where it was taken. */
const phonePhoto = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: "#ddd" } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: "PhoneCo", Model: "Cam 5" } } })
    .toBuffer();

describe.each(testEngines)("project paperwork ($engine)", ({ create }) => {
  let target: TestDatabase;
  let database: AppDatabase;
  beforeEach(async () => {
    target = await create();
    database = await openDatabase(target.url);
  });
  afterEach(async () => {
    await database.close();
    await target.cleanup();
  });

  async function projectFor(n: number) {
    const { id } = await createLeadStore(database).saveQuote(quote(n));
    const projects = projectStore(database, { enabled: false, siteUrl: "https://x.in" });
    const project = (await projects.open({ leadKind: "quote", leadId: id, openedBy: staff }))!;
    return { leadId: id, ...(await projects.detail(project.id))! };
  }

  it("takes a bill photo without its EXIF, rejects it with a reason, takes it again and checks it", async () => {
    const paperwork = paperworkStore(database);
    const { project, steps, leadId } = await projectFor(1);
    const list = await paperwork.checklist(project.id, project.category, steps);
    expect(list.map((entry) => [entry.item, entry.provider, entry.state])).toEqual([
      ["electricity-bill", "customer", "missing"],
      ["dcr-certificate", "us", "missing"],
      ["applicant-photo", "us", "missing"],
      ["net-metering-agreement", "us", "missing"],
      ["commissioning-report", "us", "missing"],
      ["bank-proof", "customer", "missing"],
    ]);
    const allowed = ["electricity-bill", "bank-proof"] as const;
    const sent = await paperwork.upload(
      project.id,
      "electricity-bill",
      { bytes: await phonePhoto(), name: "IMG_2041.HEIC.jpg" },
      { kind: "customer" },
      allowed,
    );
    expect(sent).toEqual({ ok: true, item: "electricity-bill" });
    let [bill] = await paperwork.checklist(project.id, project.category, steps);
    expect(bill).toMatchObject({ state: "received", latest: { uploadedBy: "The customer" } });
    const file = (await paperwork.file(project.id, bill!.latest!.fileId))!;
    expect(file.contentType).toBe("image/jpeg");
    expect((await sharp(file.bytes).metadata()).exif).toBeUndefined();
    // Not another project's, not a guessed id.
    const other = await projectFor(2);
    expect(await paperwork.file(other.project.id, bill!.latest!.fileId)).toBeUndefined();
    expect(await paperwork.file(project.id, "0".repeat(32))).toBeUndefined();

    await paperwork.decide(
      project.id,
      bill!.latest!.id,
      { state: "rejected", reason: "The consumer number is cut off." },
      staff,
    );
    [bill] = await paperwork.checklist(project.id, project.category, steps);
    expect(bill).toMatchObject({
      state: "rejected",
      latest: { reason: "The consumer number is cut off." },
    });
    await paperwork.upload(
      project.id,
      "electricity-bill",
      { bytes: await phonePhoto(), name: "bill.jpg" },
      { kind: "customer" },
      allowed,
    );
    [bill] = await paperwork.checklist(project.id, project.category, steps);
    await paperwork.decide(project.id, bill!.latest!.id, { state: "checked" }, staff);
    [bill] = await paperwork.checklist(project.id, project.category, steps);
    expect([bill!.state, bill!.history.map((document) => document.state)]).toEqual([
      "checked",
      ["checked", "rejected"],
    ]);
    const timeline = await leadTimeline(database.db, { kind: "quote", id: leadId });
    expect(
      timeline
        .filter((event) => event.type === "document")
        .map((event) => event.type === "document" && event.action),
    ).toEqual(["checked", "received", "rejected", "received"]);
    // A customer may not send what is ours to send.
    expect(
      await paperwork.upload(
        project.id,
        "dcr-certificate",
        { bytes: await phonePhoto(), name: "x.jpg" },
        { kind: "customer" },
        allowed,
      ),
    ).toEqual({ ok: false, problem: "unknownItem" });
  });

  it("refuses a 20 MB file, an .exe named .pdf and an Aadhaar number, and keeps a PDF as sent", async () => {
    const paperwork = paperworkStore(database);
    const { project } = await projectFor(1);
    const send = (bytes: Uint8Array, name: string) =>
      paperwork.upload(project.id, "electricity-bill", { bytes, name }, { kind: "customer" }, [
        "electricity-bill",
      ]);
    expect(await send(new Uint8Array(20 * 1024 * 1024).fill(0xff), "big.jpg")).toEqual({
      ok: false,
      problem: "tooLarge",
    });
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(2000)]);
    expect(await send(exe, "bill.pdf")).toEqual({ ok: false, problem: "notADocument" });
    const aadhaar = `2345 6789 012${aadhaarCheckDigit("23456789012")}`;
    const pdf = (text: string) =>
      Buffer.from(`%PDF-1.4\n1 0 obj << /JS (app.alert(1)) >> endobj\nBT (${text}) Tj ET\n%%EOF\n`);
    expect(await send(pdf(aadhaar), "bill.pdf")).toEqual({ ok: false, problem: "aadhaar" });
    expect(await send(await phonePhoto(), `${aadhaar}.jpg`)).toEqual({
      ok: false,
      problem: "aadhaar",
    });
    expect(await send(pdf("Consumer 1234"), "bill.pdf")).toEqual({
      ok: true,
      item: "electricity-bill",
    });
    const stored = await database.db.selectFrom("private_files").selectAll().execute();
    expect(stored.map((file) => [file.content_type, file.file_name])).toEqual([
      ["application/pdf", "bill.pdf"],
    ]);
    expect(Buffer.from(stored[0]!.bytes).toString("latin1")).toContain("app.alert(1)");
  });

  it("flags a serial another project lists, and names that differ", async () => {
    const paperwork = paperworkStore(database);
    const first = await projectFor(1);
    const second = await projectFor(2);
    const modules = {
      make: "Waaree",
      model: "WS-540",
      watts: 540,
      dcrNumber: "DCR/2026/0042",
      almmListed: true,
      warrantyStart: "2027-01-10",
      warrantyEnd: "2052-01-09",
    };
    const serials = Array.from({ length: 8 }, (_, i) => `WS540-2026-${1000 + i}`);
    expect(
      await paperwork.saveEquipment(
        first.project.id,
        "modules",
        modules,
        serials.join("\n"),
        staff,
      ),
    ).toEqual({ outcome: "saved", count: 8 });
    expect(
      await paperwork.saveEquipment(
        second.project.id,
        "modules",
        modules,
        "ws540 2026 1003\nWS540-2026-2000",
        staff,
      ),
    ).toMatchObject({ outcome: "invalid", invalid: ["ws540", "2026", "1003"] });
    expect(
      await paperwork.saveEquipment(
        second.project.id,
        "modules",
        modules,
        "ws540-2026-1003\nWS540-2026-2000",
        staff,
      ),
    ).toEqual({ outcome: "saved", count: 2 });
    expect((await paperwork.equipment(second.project.id)).shared).toEqual([
      { serial: "ws540-2026-1003", projectIds: [first.project.id] },
    ]);
    expect((await paperwork.equipment(first.project.id)).shared).toEqual([
      { serial: "WS540-2026-1003", projectIds: [second.project.id] },
    ]);

    await paperwork.saveNames(
      first.project.id,
      { bill: "ସସ୍ମିତା ବେହେରା", bank: "SASMITA BEHERA", portal: "S. Behera" },
      staff,
    );
    await paperwork.saveNames(
      second.project.id,
      { bill: "Sasmita Behera", bank: "Sarita Behera", portal: "" },
      staff,
    );
    expect((await paperwork.names(first.project.id)).mismatches).toEqual([]);
    expect((await paperwork.names(second.project.id)).mismatches).toEqual([
      { a: "bill", b: "bank" },
    ]);
    expect(await paperwork.flagged([first.project.id, second.project.id])).toEqual(
      new Set([first.project.id, second.project.id]),
    );
  });

  it("gives the person their files in the copy and erases them", async () => {
    const paperwork = paperworkStore(database);
    const { project } = await projectFor(1);
    const other = await projectFor(2);
    for (const target of [project.id, other.project.id]) {
      await paperwork.upload(
        target,
        "electricity-bill",
        { bytes: await phonePhoto(), name: "bill.jpg" },
        { kind: "customer" },
        ["electricity-bill"],
      );
      await paperwork.saveNames(target, { bill: "A", bank: "A", portal: "A" }, staff);
      await paperwork.saveEquipment(
        target,
        "inverter",
        {
          make: "X",
          model: "Y",
          watts: null,
          dcrNumber: "",
          almmListed: null,
          warrantyStart: null,
          warrantyEnd: null,
        },
        `INV-00000${target}`,
        staff,
      );
    }
    const copy = await personalDataOf(database.db, database.engine, {
      email: "customer-1@example.com",
    });
    expect(copy.private_files).toHaveLength(1);
    const inCopy = Buffer.from(String(copy.private_files![0]!.content_base64), "base64");
    expect((await sharp(inCopy).metadata()).format).toBe("jpeg");
    expect(copy.project_documents).toHaveLength(1);
    expect(copy.project_serials).toEqual([
      expect.objectContaining({ serial: `INV-00000${project.id}` }),
    ]);
    expect(copy.project_names).toHaveLength(1);

    const request = await createLeadStore(database).savePrivacyRequest({
      email: "customer-1@example.com",
      phone: "",
      message: "",
    });
    await erasePerson(database, request.id, owner);
    const left = await personalDataOf(database.db, database.engine, {
      email: "customer-1@example.com",
    });
    expect([
      left.private_files,
      left.project_documents,
      left.project_serials,
      left.project_names,
    ]).toEqual([[], [], [], []]);
    // The other customer's paperwork is untouched.
    expect(await database.db.selectFrom("private_files").select("id").execute()).toHaveLength(1);
    expect(await database.db.selectFrom("project_serials").select("serial").execute()).toEqual([
      { serial: `INV-00000${other.project.id}` },
    ]);
  });
});
