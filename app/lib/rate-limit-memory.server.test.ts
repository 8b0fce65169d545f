import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "./rate-limit-memory.server";

describe("the in-memory rate limiter", () => {
  it("counts each tier and key apart, and frees a slot when the window slides", async () => {
    let clock = 0;
    const limiter = createMemoryRateLimiter({ signIn: { limit: 2, windowMs: 1000 } }, () => clock);
    expect(await limiter.take("signIn", "ip:1")).toEqual({ allowed: true });
    clock = 400;
    expect(await limiter.take("signIn", "ip:1")).toEqual({ allowed: true });
    expect(await limiter.take("signIn", "ip:1")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await limiter.take("signIn", "account:a@example.com")).toEqual({ allowed: true });
    expect(await limiter.take("form", "ip:1")).toEqual({ allowed: true });
    clock = 1001;
    expect(await limiter.take("signIn", "ip:1")).toEqual({ allowed: true });
  });
});
