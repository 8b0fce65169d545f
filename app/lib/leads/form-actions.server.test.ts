import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { action } from "~/routes/form-endpoint";
import { estimateInRupees } from "~/lib/quote-estimate";
import type { LeadStore } from "./lead-store.server";

// The forms' JSON endpoint runs each form's own action (form-actions.server.ts) and answers it
// as JSON with the same status the page's action gives.

const post = (path: string, fields: Record<string, string>, form: string) =>
  action({
    request: new Request(`http://localhost${path}`, {
      method: "POST",
      // Every form posts the privacy notice's version (issue 23).
      body: new URLSearchParams({ noticeVersion: "2026-11-24", ...fields }),
    }),
    params: { form },
    context: { cspNonce: "" } as AppLoadContext,
  } as Parameters<typeof action>[0]);

describe("the forms' JSON endpoint", () => {
  it("answers refused fields with 400 in the language of its path", async () => {
    const response = await post("/or/forms/contact", { name: "", email: "x@" }, "contact");
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    const body = (await response.json()) as { status: string; fieldErrors: Record<string, string> };
    expect(body.status).toBe("invalid");
    expect(body.fieldErrors.name).toBe("ଦୟାକରି ଆପଣଙ୍କ ପୂରା ନାମ ଲେଖନ୍ତୁ।");
  });

  it("stores through the form's own action and says sent; 503 without a store", async () => {
    const saved: unknown[] = [];
    const leads = { saveContact: async (message: unknown) => saved.push(message) };
    const response = await action({
      request: new Request("http://localhost/forms/contact", {
        method: "POST",
        body: new URLSearchParams({
          name: "Ananya",
          email: "a@example.in",
          message: "Hi",
          noticeVersion: "2026-11-24",
        }),
      }),
      params: { form: "contact" },
      context: { cspNonce: "", leads: leads as unknown as LeadStore } as AppLoadContext,
    } as Parameters<typeof action>[0]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "sent" });
    expect(saved).toMatchObject([{ name: "Ananya", language: "en" }]);

    const unavailable = await post("/forms/newsletter", { email: "a@example.in" }, "newsletter");
    expect(unavailable.status).toBe(503);
    expect(await unavailable.json()).toEqual({ status: "failed", reason: "unavailable" });
  });

  it("answers the quote's estimate, and 404 for a form it does not know", async () => {
    const quote = await post(
      "/forms/quote",
      {
        name: "B",
        email: "b@example.in",
        phone: "9437022222",
        location: "751007",
        roofSize: "50",
        monthlyBill: "100",
        company_website: "bot",
      },
      "quote",
    );
    expect(quote.status).toBe(200);
    expect(await quote.json()).toMatchObject({
      status: "sent",
      shown: { estimate: { sizeKw: 5 } },
    });
    expect((await post("/forms/unknown", {}, "unknown")).status).toBe(404);
    expect((await post("/forms/toString", {}, "toString")).status).toBe(404);
  });

  it("answers and stores the Odia page's estimate in rupees, from the planner on the day", async () => {
    const saved: unknown[] = [];
    const leads = { saveQuote: async (quote: unknown) => saved.push(quote) };
    const fields = {
      name: "ବିକାଶ",
      email: "b@example.in",
      phone: "9437022222",
      location: "751007",
      roofSize: "50",
      monthlyBill: "1500",
    };
    const request = (path: string) =>
      action({
        request: new Request(`http://localhost${path}`, {
          method: "POST",
          // Every form posts the privacy notice's version (issue 23).
          body: new URLSearchParams({ noticeVersion: "2026-11-24", ...fields }),
        }),
        params: { form: "quote" },
        context: {
          cspNonce: "",
          leads: leads as unknown as LeadStore,
          today: "2026-11-24",
          secondsToMidnight: 3600,
          // The instant too: without it the day is read from the real clock.
          now: "2026-11-24T06:00:00.000Z",
        } as AppLoadContext,
      } as Parameters<typeof action>[0]);

    const odia = await request("/or/forms/quote");
    expect(odia.status).toBe(200);
    const estimate = estimateInRupees({ roofSize: 50, monthlyBill: 1500 }, "2026-11-24");
    expect(await odia.json()).toMatchObject({ status: "sent", shown: { estimate } });
    expect(saved).toMatchObject([{ language: "or", monthlyBill: 1500, estimate }]);
    expect(estimate).toMatchObject({ basis: "planner-rupees", sizeKw: 3 });

    // ₹1,500 is past the English page's $1000.
    const english = await request("/forms/quote");
    expect(english.status).toBe(400);
  });
});
