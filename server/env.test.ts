import { describe, expect, it } from "vitest";
import { formOrigins, leadNotifications, readServerEnv } from "./env";

describe("readServerEnv: leads", () => {
  it("stores leads in data/site.db and e-mails nobody by default", () => {
    const env = readServerEnv({});
    expect(env.DATABASE_URL).toBe("file:data/site.db");
    expect(env.FORM_POSTS_PER_MINUTE).toBe(10);
    expect(leadNotifications(env)).toBeUndefined();
    expect(formOrigins(env)).toEqual(["https://www.suryodaysolar.in"]);
  });

  it("e-mails the listed addresses only when SMTP_URL is set too", () => {
    const to = "sales@suryodaysolar.in, owner@suryodaysolar.in";
    expect(leadNotifications(readServerEnv({ LEADS_NOTIFY_TO: to }))).toBeUndefined();
    expect(
      leadNotifications(
        readServerEnv({ LEADS_NOTIFY_TO: to, SMTP_URL: "smtp://mail.internal:587" }),
      ),
    ).toEqual({
      smtpUrl: "smtp://mail.internal:587",
      to: ["sales@suryodaysolar.in", "owner@suryodaysolar.in"],
      from: "Suryoday Solar website <website@suryodaysolar.in>",
    });
  });

  it("treats empty variables as unset and refuses a malformed address", () => {
    expect(leadNotifications(readServerEnv({ SMTP_URL: "", LEADS_NOTIFY_TO: "" }))).toBeUndefined();
    expect(() => readServerEnv({ LEADS_NOTIFY_TO: "sales at example" })).toThrow(/LEADS_NOTIFY_TO/);
  });

  it("allows extra form origins", () => {
    const env = readServerEnv({
      SITE_ORIGIN: "https://staging.suryodaysolar.in, http://localhost:5173",
    });
    expect(formOrigins(env)).toEqual([
      "https://www.suryodaysolar.in",
      "https://staging.suryodaysolar.in",
      "http://localhost:5173",
    ]);
  });
});
