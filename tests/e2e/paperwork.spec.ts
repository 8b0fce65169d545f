import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { projectCopy as enProject } from "../../app/content/copy/en/project";
import { projectCopy as orProject } from "../../app/content/copy/or/project";
import { refusalsCopy as enRefusals } from "../../app/content/copy/en/refusals";
import { paperworkDeskCopy as desk } from "../../app/content/paperwork-desk";
import { surveyFindingsDeskCopy as findingsDesk } from "../../app/content/survey-findings-desk";
import { aadhaarCheckDigit } from "../../app/lib/privacy/aadhaar";
import { projectStore } from "../../app/features/projects/index.server";
import { openDatabase } from "../../app/lib/db/database.server";
import { estimateSystem } from "../../app/lib/estimate";
import { fill } from "../../app/lib/i18n/fill";
import { createLeadStore } from "../../app/lib/leads/lead-store.server";
import { expect, test } from "./fixtures";
import { createStaff, signInPage } from "./inbox";
import { rawRequest } from "./servers";
import { hydrated, pageOn, withSurveySite } from "./survey-site";

// Issue 35: a customer sends their electricity bill from their project page on a phone
// without script, in English and in Odia; staff see it on the project's paperwork page,
// reject it with a reason the customer reads, and it comes again; staff register eight module
// serials and a DCR number, and a serial another project lists is flagged; names that differ
// flag the project. Files open only through the project's own link or a staff session.

test.describe.configure({ timeout: 180_000 });

const shots = "/tmp/shots-paperwork";
const staffActor = { id: null, name: "Test" };

async function shoot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

/** A sale's project and the customer's link to it, as the inbox makes them. */
async function projectWithLink(databaseUrl: string, n: number, language: "en" | "or") {
  const database = await openDatabase(databaseUrl);
  try {
    const { id } = await createLeadStore(database).saveQuote({
      name: language === "or" ? "ସସ୍ମିତା ବେହେରା" : `Customer ${n}`,
      email: `paperwork-${n}-${Date.now()}@example.com`,
      phone: `94370${String(n).padStart(5, "0")}`,
      address: "",
      location: "751007",
      product: "solar-panels",
      roofSize: 50,
      monthlyBill: 100,
      message: "",
      language,
      estimate: { basis: "spec-dollars", ...estimateSystem({ roofSize: 50, monthlyBill: 100 }) },
    });
    const projects = projectStore(database, { enabled: false, siteUrl: "http://localhost" });
    const project = (await projects.open({ leadKind: "quote", leadId: id, openedBy: staffActor }))!;
    const { link } = (await projects.sendLink(project.id, staffActor))!;
    return { id: project.id, leadId: id, path: new URL(link).pathname };
  } finally {
    await database.close();
  }
}

async function revoke(databaseUrl: string, projectId: number) {
  const database = await openDatabase(databaseUrl);
  try {
    await projectStore(database, { enabled: false, siteUrl: "http://localhost" }).revokeLinks(
      projectId,
      staffActor,
    );
  } finally {
    await database.close();
  }
}

const billPhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: "#f4f0e8" } })
    .jpeg()
    .toBuffer();

test("a customer sends their bill from a phone, staff reject it with a reason, it comes again; serials and names are checked", async ({
  browser,
}) => {
  await withSurveySite(async ({ origin, databaseUrl }) => {
    const english = await projectWithLink(databaseUrl, 1, "en");
    const odia = await projectWithLink(databaseUrl, 2, "or");
    const staff = await createStaff("owner", "Priya Das", databaseUrl);
    const customer = await pageOn(browser, origin, { width: 390, javaScriptEnabled: false });
    const office = await pageOn(browser, origin);
    // Without the page's view transitions, which a full-page capture would catch half drawn.
    await customer.page.emulateMedia({ reducedMotion: "reduce" });
    try {
      // The customer, on a phone without script, sends a photo of the bill.
      const page = customer.page;
      const words = enProject.documents;
      await page.goto(english.path);
      const bill = page.locator('[data-item="electricity-bill"]');
      await expect(bill).toHaveAttribute("data-state", "missing");
      await bill
        .getByLabel(fill(words.choose, { item: words.items["electricity-bill"].title }))
        .setInputFiles({ name: "bill.jpg", mimeType: "image/jpeg", buffer: await billPhoto() });
      await bill.getByRole("button", { name: words.send }).click();
      await expect(page.getByRole("status")).toHaveText(
        fill(words.sent, { item: words.items["electricity-bill"].title }),
      );
      await expect(bill).toHaveAttribute("data-state", "received");
      await shoot(page, "customer-sent-390");

      // Staff see it on the project's paperwork page and reject it with a reason.
      const desktop = office.page;
      await signInPage(desktop, staff, `/inbox/projects/${english.id}`);
      await desktop.getByRole("link", { name: desk.title }).click();
      await hydrated(desktop);
      const item = desktop.getByTestId("document-electricity-bill");
      await expect(item).toHaveAttribute("data-state", "received");
      const fileLink = item.getByRole("link", { name: /Open bill\.jpg/ });
      const staffFile = (await fileLink.getAttribute("href"))!;
      const opened = await desktop.request.get(staffFile);
      expect(opened.headers()["content-type"]).toBe("image/jpeg");
      expect(opened.headers()["cache-control"]).toBe("no-store");
      await item.getByLabel(desk.documents.reason).fill("The consumer number is cut off.");
      await item.getByRole("button", { name: desk.documents.reject }).click();
      await expect(item.getByRole("status")).toHaveText(desk.decided);
      await expect(item).toHaveAttribute("data-state", "rejected");

      // The customer reads why and sends it again.
      await page.goto(english.path);
      await expect(bill).toContainText(
        fill(words.reason, { reason: "The consumer number is cut off." }),
      );
      await bill
        .getByLabel(fill(words.choose, { item: words.items["electricity-bill"].title }))
        .setInputFiles({ name: "bill-2.jpg", mimeType: "image/jpeg", buffer: await billPhoto() });
      await bill.getByRole("button", { name: words.sendAgain }).click();
      await expect(bill).toHaveAttribute("data-state", "received");

      // A file that is no document, and one too large, are refused with words.
      await bill
        .getByLabel(fill(words.choose, { item: words.items["electricity-bill"].title }))
        .setInputFiles({
          name: "bill.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(4000)]),
        });
      await bill.getByRole("button", { name: words.sendAgain }).click();
      await expect(bill).toContainText(words.problems.notADocument);
      const big = await page.request.post(english.path, {
        multipart: {
          item: "electricity-bill",
          file: {
            name: "big.jpg",
            mimeType: "image/jpeg",
            buffer: Buffer.alloc(20 * 1024 * 1024, 0xff),
          },
        },
        headers: { Origin: origin },
      });
      expect(big.status()).toBe(413);
      const refusal = await big.text();
      expect(refusal).toContain(enRefusals.fileTooLarge.title);
      expect(refusal).toContain(`href="${english.path}">${enRefusals.fileTooLarge.back}`);

      // In Odia too.
      const odiaWords = orProject.documents;
      await page.goto(odia.path);
      const odiaBill = page.locator('[data-item="electricity-bill"]');
      await odiaBill
        .getByLabel(fill(odiaWords.choose, { item: odiaWords.items["electricity-bill"].title }))
        .setInputFiles({ name: "bill.jpg", mimeType: "image/jpeg", buffer: await billPhoto() });
      await odiaBill.getByRole("button", { name: odiaWords.send }).click();
      await expect(page.getByRole("status")).toHaveText(
        fill(odiaWords.sent, { item: odiaWords.items["electricity-bill"].title }),
      );
      await shoot(page, "customer-odia-390");

      // Staff register eight module serials and the DCR number; another project shares one.
      const serials = Array.from({ length: 8 }, (_, i) => `WS540-2026-${1000 + i}`);
      await desktop.goto(`/inbox/projects/${english.id}/paperwork`);
      await hydrated(desktop);
      const modules = desktop.getByTestId("equipment-modules");
      await modules.getByLabel(desk.equipment.make).fill("Waaree");
      await modules.getByLabel(desk.equipment.model).fill("WS-540");
      await modules.getByLabel(desk.equipment.watts).fill("540");
      await modules.getByLabel(desk.equipment.dcr).fill("DCR/2026/0042");
      await modules.getByLabel(desk.equipment.serials).fill(serials.join("\n"));
      await modules.getByRole("button", { name: desk.equipment.save }).click();
      await expect(modules.getByRole("status")).toHaveText(desk.equipment.saved(8));
      await desktop.goto(`/inbox/projects/${odia.id}/paperwork`);
      await hydrated(desktop);
      const other = desktop.getByTestId("equipment-modules");
      await other.getByLabel(desk.equipment.serials).fill("ws540-2026-1003");
      await other.getByRole("button", { name: desk.equipment.save }).click();
      await expect(desktop.getByTestId("shared-serials")).toContainText(
        fill(desk.equipment.shared, { serial: "ws540-2026-1003", projects: `#${english.id}` }),
      );

      // Names that differ flag the project, and an Aadhaar number is refused.
      await desktop.getByLabel(desk.names.bill).fill("ସସ୍ମିତା ବେହେରା");
      await desktop.getByLabel(desk.names.bank).fill("Sarita Behera");
      const aadhaar = `2345 6789 012${aadhaarCheckDigit("23456789012")}`;
      await desktop.getByLabel(desk.names.portal).fill(aadhaar);
      await desktop.getByRole("button", { name: desk.names.save }).click();
      await expect(desktop.getByRole("alert")).toHaveText(desk.aadhaar);
      await desktop.getByLabel(desk.names.portal).fill("S. Behera");
      await desktop.getByRole("button", { name: desk.names.save }).click();
      await expect(desktop.getByTestId("name-mismatches")).toContainText(
        fill(desk.names.mismatch, { a: desk.names.sources.bill, b: desk.names.sources.bank }),
      );
      await shoot(desktop, "staff-paperwork-1280");
      await desktop.getByRole("link", { name: desk.back }).click();
      await expect(desktop.getByTestId("paperwork-flag")).toHaveText(desk.flagged);
      await page.goto(odia.path);
      await expect(page.getByTestId("project-names")).toContainText(
        fill(orProject.names.mismatch, {
          a: orProject.names.sources.bill,
          b: orProject.names.sources.bank,
        }),
      );

      // The engineer records what the survey found, on a phone at the roof; the customer's
      // page shows it.
      const roof = await pageOn(browser, origin, { width: 390 });
      try {
        await signInPage(roof.page, staff, `/inbox/quote/${english.leadId}/survey-findings`);
        await hydrated(roof.page);
        const findings = roof.page;
        await findings.getByLabel(findingsDesk.usableArea).fill("38.5");
        await findings.getByLabel(findingsDesk.facing).selectOption({ label: "south" });
        await findings
          .getByLabel(findingsDesk.shading)
          .selectOption({ label: "in the morning only" });
        await findings.getByLabel(findingsDesk.recommended).fill("3.3");
        await findings.getByRole("button", { name: findingsDesk.save }).click();
        await expect(findings.getByRole("status")).toHaveText(findingsDesk.saved);
        await findings
          .getByLabel(findingsDesk.addPhoto)
          .setInputFiles({ name: "roof.jpg", mimeType: "image/jpeg", buffer: await billPhoto() });
        await findings.getByRole("button", { name: findingsDesk.upload }).click();
        await expect(findings.getByRole("status")).toHaveText(findingsDesk.photoAdded);
        const photoHref = (await findings
          .getByTestId("roof-photos")
          .getByRole("link")
          .first()
          .getAttribute("href"))!;
        expect((await findings.request.get(photoHref)).headers()["content-type"]).toBe(
          "image/jpeg",
        );
        expect((await rawRequest(`${origin}${photoHref}`)).status).toBe(302);
        await shoot(findings, "staff-survey-findings-390");
      } finally {
        await roof.context.close();
      }
      await page.goto(english.path);
      await expect(page.getByTestId("project-survey")).toContainText("Recommended size: 3.3 kW");
      await expect(page.getByTestId("project-survey")).toContainText("The roof faces: south");

      // The DCR declaration is drafted from the register, marked as our draft.
      await desktop.goto(`/inbox/projects/${english.id}/paperwork`);
      await desktop.getByRole("link", { name: desk.forms.names["dcr-declaration"] }).click();
      await expect(desktop.getByTestId("draft-notice")).toHaveText(desk.forms.draft);
      await expect(desktop.locator("ol li")).toHaveCount(8);
      await expect(desktop.locator("body")).toContainText(
        "8 solar modules listed above, of 4.32 kWp",
      );
      await shoot(desktop, "staff-dcr-declaration-1280");
      expect(
        (await rawRequest(`${origin}/inbox/projects/${english.id}/forms/work-completion`)).status,
      ).toBe(302);

      // A PDF of ours, with script inside, is only ever downloaded.
      await desktop.goto(`/inbox/projects/${english.id}/paperwork`);
      await hydrated(desktop);
      const dcr = desktop.getByTestId("document-dcr-certificate");
      await dcr.getByLabel(desk.documents.upload).setInputFiles({
        name: "dcr.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(
          "%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n",
        ),
      });
      await dcr.getByRole("button", { name: desk.documents.uploadButton, exact: true }).click();
      await expect(dcr.getByRole("status")).toHaveText(desk.uploaded);
      await page.goto(english.path);
      const pdfHref = (await page
        .locator('[data-item="dcr-certificate"]')
        .getByRole("link", { name: words.open })
        .getAttribute("href"))!;
      const pdf = await rawRequest(`${origin}${pdfHref}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers["content-disposition"]).toMatch(/^attachment;/);
      expect(pdf.headers["content-security-policy"]).toContain("sandbox");

      // Nobody else opens a file: another customer's link, a guessed id, no session, a revoked link.
      const fileId = pdfHref.split("/").at(-1)!;
      const refusedTo = async (url: string) => (await rawRequest(`${origin}${url}`)).status;
      expect(await refusedTo(`${odia.path}/files/${fileId}`)).toBe(404);
      expect(await refusedTo(`${english.path}/files/${"0".repeat(32)}`)).toBe(404);
      expect(await refusedTo(`/project/${"a".repeat(43)}/files/${fileId}`)).toBe(404);
      const anonymous = await rawRequest(`${origin}/inbox/projects/${english.id}/files/${fileId}`);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.location).toContain("/inbox/login");
      expect((await rawRequest(`${origin}/inbox/projects/${english.id}/paperwork`)).status).toBe(
        302,
      );
      expect(
        (await rawRequest(`${origin}/inbox/projects/${english.id}/paperwork.data`)).status,
      ).toBe(401);
      await revoke(databaseUrl, english.id);
      expect(await refusedTo(pdfHref)).toBe(404);
      expect(await refusedTo(english.path)).toBe(404);
    } finally {
      await customer.context.close();
      await office.context.close();
    }
  });
});
