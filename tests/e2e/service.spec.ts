import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { serviceCopy as enService } from "../../app/content/copy/en/service";
import { serviceCopy as orService } from "../../app/content/copy/or/service";
import { serviceDeskCopy as desk } from "../../app/content/service-desk";
import { fill } from "../../app/lib/i18n/fill";
import { expect, test } from "./fixtures";
import { createStaff, signInPage } from "./inbox";
import { customerWithProject } from "./customers";
import { rawRequest } from "./servers";
import { hydrated, pageOn, withSurveySite } from "./survey-site";

// Issue 36: a customer whose system gives no power asks for service from their project page,
// on a phone without script, in English and in Odia; the site's clock moves two days on and the
// request is overdue in staff's list and navigation; staff see the inverter's warranty from
// the equipment register, book a visit in a free slot, move it and resolve the request, and
// the customer is e-mailed at each step. The new inbox pages refuse anyone without a session.

test.describe.configure({ timeout: 180_000 });

const shots = "/tmp/shots-service";

async function shoot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

test("a 'no power' request becomes a ticket, overdue after 48 hours; staff book, move and resolve the visit and the customer hears each step", async ({
  browser,
}) => {
  // Monday 3 May 2027, 10:00 in Kolkata.
  await withSurveySite(
    async ({ origin, databaseUrl, mail, restartAt }) => {
      const email = `service-${Date.now()}@example.com`;
      const odiaEmail = `service-or-${Date.now()}@example.com`;
      const { path, projectId } = await customerWithProject(databaseUrl, 1, "en", email);
      const odia = await customerWithProject(databaseUrl, 2, "or", odiaEmail, { offers: true });
      const odiaPath = odia.path;
      const staff = await createStaff("owner", "Priya Das", databaseUrl);
      let customer = await pageOn(browser, origin, { width: 390, javaScriptEnabled: false });
      try {
        await customer.page.emulateMedia({ reducedMotion: "reduce" });
        await customer.page.goto(path);
        const form = customer.page.getByTestId("project-service");
        await form.getByLabel(enService.form.problems["no-power"]).check();
        await form.getByLabel(enService.form.since).fill("This morning");
        await form.getByLabel(enService.form.photo).setInputFiles({
          name: "inverter.jpg",
          mimeType: "image/jpeg",
          buffer: await sharp({
            create: { width: 800, height: 600, channels: 3, background: "#333" },
          })
            .jpeg()
            .toBuffer(),
        });
        await form.getByRole("button", { name: enService.form.send }).click();
        await expect(customer.page.getByRole("status")).toHaveText(
          fill(enService.form.sent, { reference: "SR-0001" }),
        );
        await shoot(customer.page, "customer-request-390");
        const received = await mail.waitFor(email, "Your service request SR-0001");
        expect(received.text).toContain("No power at all");

        // In Odia too.
        await customer.page.goto(odiaPath);
        const odiaForm = customer.page.getByTestId("project-service");
        await odiaForm.getByLabel(orService.form.problems.cleaning).check();
        await odiaForm.getByRole("button", { name: orService.form.send }).click();
        await expect(customer.page.getByRole("status")).toHaveText(
          fill(orService.form.sent, { reference: "SR-0002" }),
        );
        await mail.waitFor(odiaEmail, "ଆପଣଙ୍କ ସେବା ଅନୁରୋଧ SR-0002");
        await shoot(customer.page, "customer-request-odia-390");
      } finally {
        await customer.context.close();
      }

      // Two days on (49 hours): the urgent request is overdue; the other is not.
      // Staff record each customer's maintenance contract, both ending on 3 June 2027.
      const before = await pageOn(browser, origin);
      try {
        await signInPage(before.page, staff, `/inbox/projects/${projectId}`);
        for (const project of [projectId, odia.projectId]) {
          await before.page.goto(`/inbox/projects/${project}/maintenance`);
          await hydrated(before.page);
          await before.page.getByLabel(desk.contracts.startsOn).fill("2026-06-04");
          await before.page.getByLabel(desk.contracts.endsOn).fill("2027-06-03");
          await before.page.getByLabel(desk.contracts.price).fill("4500");
          await before.page.getByRole("button", { name: desk.contracts.save }).click();
          await expect(before.page.getByRole("status")).toHaveText(desk.contracts.saved);
        }
        // On 3 May it does not end within 30 days yet.
        await before.page.goto("/inbox/service");
        await expect(before.page.getByTestId("contracts-ending")).toHaveCount(0);
      } finally {
        await before.context.close();
      }

      const later = await restartAt("2027-05-05 05:30:00");
      const office = await pageOn(browser, later);
      customer = await pageOn(browser, later, { width: 390, javaScriptEnabled: false });
      try {
        await customer.page.emulateMedia({ reducedMotion: "reduce" });
        const page = office.page;
        await signInPage(page, staff, "/inbox/service");
        await hydrated(page);
        await expect(page.getByTestId("nav-service-overdue")).toHaveText("1 overdue");
        const tickets = page.getByTestId("service-ticket");
        await expect(tickets).toHaveCount(2);
        await expect(page.locator('[data-testid="service-ticket"][data-overdue]')).toContainText(
          "SR-0001",
        );
        await shoot(page, "staff-queue-1280");
        await page.getByRole("link", { name: /SR-0001/ }).click();
        await hydrated(page);
        await expect(page.getByTestId("ticket-overdue")).toBeVisible();
        await expect(page.getByTestId("ticket-warranty")).toContainText(
          "Inverter: In warranty until January 9, 2032",
        );
        const slot = page.getByLabel(desk.visit.slot);
        const [, first, second] = await slot.locator("option").allTextContents();
        await slot.selectOption({ label: first! });
        await page.getByRole("button", { name: desk.visit.book }).click();
        await expect(page.getByRole("status")).toHaveText(desk.saved);
        await expect(page.getByTestId("ticket-state")).toHaveText(desk.states["visit-booked"]);
        await mail.waitFor(email, "Service visit booked: SR-0001");
        await expect(page.getByTestId("nav-service-overdue")).toHaveCount(0);
        // Moved to another free slot: the customer hears again.
        await page.getByLabel(desk.visit.slot).selectOption({ label: second! });
        await page.getByRole("button", { name: desk.visit.move }).click();
        await expect(page.getByRole("status")).toHaveText(desk.saved);
        await expect
          .poll(
            async () =>
              mail.received.filter((message) => message.subject === "Service visit booked: SR-0001")
                .length,
          )
          .toBe(2);
        await shoot(page, "staff-ticket-1280");

        // The customer moves the visit themselves from their page (the e-mail's link), on a
        // phone without script: the new time, and its calendar file updating the same entry.
        const booked = mail.received.filter(
          (message) => message.subject === "Service visit booked: SR-0001",
        );
        expect(booked[1]!.attachments[0]?.content).toContain("UID:service-1@");
        const customerLink = /https:\S+\/project\/[\w-]{43}/.exec(booked[1]!.text)![0];
        await customer.page.goto(new URL(customerLink).pathname);
        const visit = customer.page.getByTestId("project-visit");
        await expect(visit.getByTestId("project-visit-when")).toBeVisible();
        const before = await visit.getByTestId("project-visit-when").textContent();
        const choices = visit.getByLabel(enService.visit.move);
        const [, other] = await choices.locator("option").allTextContents();
        await choices.selectOption({ label: other! });
        await visit.getByRole("button", { name: enService.visit.moveButton }).click();
        await expect(visit.getByRole("status")).toHaveText(
          fill(enService.visit.moved, { when: other! }),
        );
        expect(await visit.getByTestId("project-visit-when").textContent()).not.toBe(before);
        await shoot(customer.page, "customer-visit-390");
        await expect
          .poll(
            async () =>
              mail.received.filter((message) => message.subject === "Service visit booked: SR-0001")
                .length,
          )
          .toBe(3);
        const moved = mail.received.filter(
          (message) => message.subject === "Service visit booked: SR-0001",
        )[2]!;
        expect(moved.text).toContain(other!);
        expect(moved.attachments[0]?.content).toContain("UID:service-1@");
        await page.reload();
        await expect(page.getByTestId("ticket-state")).toHaveText(desk.states["visit-booked"]);
        await expect(page.getByTestId("ticket-visit")).toHaveText(other!);

        // The Odia customer's visit, booked by staff, cancelled by them in Odia.
        await page.goto("/inbox/service/2");
        await hydrated(page);
        await page.getByLabel(desk.visit.slot).selectOption({ index: 1 });
        await page.getByRole("button", { name: desk.visit.book }).click();
        await expect(page.getByRole("status")).toHaveText(desk.saved);
        const odiaBooked = await mail.waitFor(odiaEmail, "ସେବା ପରିଦର୍ଶନ ସ୍ଥିର: SR-0002");
        await customer.page.goto(
          new URL(/https:\S+\/or\/project\/[\w-]{43}/.exec(odiaBooked.text)![0]).pathname,
        );
        await customer.page
          .getByTestId("project-visit")
          .getByRole("button", { name: orService.visit.cancel })
          .click();
        await expect(customer.page.getByRole("status").first()).toHaveText(
          orService.visit.cancelled,
        );
        await expect(customer.page.getByTestId("project-visit")).toHaveCount(0);
        const cancelled = await mail.waitFor(odiaEmail, "ସେବା ପରିଦର୍ଶନ ବାତିଲ: SR-0002");
        expect(cancelled.attachments[0]?.content).toContain("METHOD:CANCEL");
        await shoot(customer.page, "customer-visit-cancelled-odia-390");
        // Staff book it again, then cancel it from the ticket: its time is free, and the
        // customer is told in Odia once more.
        await page.goto("/inbox/service/2");
        await hydrated(page);
        await page.getByLabel(desk.visit.slot).selectOption({ index: 1 });
        await page.getByRole("button", { name: desk.visit.book }).click();
        await expect(page.getByRole("status")).toHaveText(desk.saved);
        await page.getByRole("button", { name: desk.visit.cancel }).click();
        await expect(page.getByRole("status")).toHaveText(desk.visit.cancelled);
        await expect(page.getByTestId("ticket-state")).toHaveText(desk.states.new);
        await expect
          .poll(
            () =>
              mail.received.filter((message) => message.subject === "ସେବା ପରିଦର୍ଶନ ବାତିଲ: SR-0002")
                .length,
          )
          .toBe(2);

        await page.goto("/inbox/service/1");
        await hydrated(page);
        await page
          .getByLabel(desk.resolve.resolution)
          .fill("Replaced the DC fuse in the combiner box.");
        await page.getByLabel(desk.resolve.parts).fill("DC fuse 15 A");
        await page.getByRole("button", { name: desk.resolve.button }).click();
        await expect(page.getByRole("status")).toHaveText(desk.saved);
        const resolved = await mail.waitFor(email, "Your service request SR-0001 is resolved");
        expect(resolved.text).toContain("Replaced the DC fuse in the combiner box.");
        const link = /https:\S+\/project\/[\w-]{43}/.exec(resolved.text)![0];
        await customer.page.goto(new URL(link).pathname);
        await expect(
          customer.page.getByTestId("service-tickets").locator('[data-state="resolved"]'),
        ).toContainText("SR-0001");

        // Nobody else reaches the service desk.
        for (const url of [
          "/inbox/service",
          "/inbox/service/1",
          `/inbox/service/1/photos/${"a".repeat(32)}`,
        ]) {
          const refused = await rawRequest(`${later}${url}`);
          expect(refused.status, url).toBe(302);
          expect(refused.headers.location, url).toContain("/inbox/login");
        }
        expect((await rawRequest(`${later}/inbox/service/1.data`)).status).toBe(401);
        expect((await rawRequest(`${later}/inbox/projects/${projectId}/maintenance`)).status).toBe(
          302,
        );

        // On 5 May both contracts end within 30 days: in the morning digest and on the list.
        const digest = await mail.waitFor(staff.email, /^Your day, May 5, 2027/);
        expect(digest.text).toContain("Maintenance contracts ending within 30 days");
        expect(digest.text).toContain(`June 3, 2027: Sasmita Behera`);
        await page.goto("/inbox/service");
        await expect(page.getByTestId("contracts-ending")).toContainText("Sasmita Behera");
        await expect(page.getByTestId("contracts-ending")).toContainText("ବିକାଶ ସାହୁ");
        // The renewal offer goes only to the customer who agreed to hear of offers.
        for (const [project, said] of [
          [projectId, desk.contracts.noConsent],
          [odia.projectId, desk.contracts.sent],
        ] as const) {
          await page.goto(`/inbox/projects/${project}/maintenance`);
          await hydrated(page);
          await page.getByRole("button", { name: desk.contracts.offer }).click();
          await expect(page.getByText(said)).toBeVisible();
        }
        await mail.waitFor(odiaEmail, "ଆପଣଙ୍କ ରକ୍ଷଣାବେକ୍ଷଣ ଚୁକ୍ତି 3 ଜୁନ 2027ରେ ଶେଷ ହେଉଛି");
        expect(
          mail.received.filter((message) => message.subject.includes("maintenance contract ends")),
        ).toEqual([]);
        await shoot(page, "staff-maintenance-1280");

        // A customer without their link writes from the contact page; staff make the message a
        // service request on their project (the one with the same e-mail comes first), and the
        // customer is e-mailed its reference.
        await customer.page.goto("/contact");
        const contact = customer.page.getByRole("form", { name: "Send Us a Message" });
        await contact.getByLabel("Full Name").fill("Sasmita Behera");
        await contact.getByLabel("Email Address").fill(email);
        await contact
          .getByLabel("Message")
          .fill("The inverter beeps every few minutes since Sunday.");
        await contact.getByRole("button", { name: "Send Message" }).click();
        await expect(customer.page.getByRole("status").first()).toBeVisible();
        await page.goto("/inbox");
        await hydrated(page);
        await page.goto(
          (await page.locator('a[href^="/inbox/contact/"]').first().getAttribute("href"))!,
        );
        await hydrated(page);
        const attach = page.getByTestId("lead-service");
        await expect(attach.getByLabel(desk.attach.project)).toHaveValue(String(projectId));
        await attach.getByLabel(desk.attach.problem).selectOption({
          label: enService.form.problems["inverter-error"],
        });
        await attach.getByRole("button", { name: desk.attach.button }).click();
        await expect(attach).toContainText(fill(desk.attach.made, { reference: "SR-0003" }));
        await shoot(page, "staff-contact-attached-1280");
        const attached = await mail.waitFor(email, "Your service request SR-0003");
        expect(attached.text).toContain(enService.form.problems["inverter-error"]);
        await attach.getByRole("link", { name: desk.attach.open }).click();
        await hydrated(page);
        await expect(
          page.getByText("The inverter beeps every few minutes since Sunday."),
        ).toBeVisible();
      } finally {
        await office.context.close();
        await customer.context.close();
      }
    },
    { clock: "2027-05-03 04:30:00" },
  );
});
