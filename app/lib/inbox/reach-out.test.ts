import { describe, expect, it } from "vitest";
import { phoneDigits, reachOutLinks } from "./reach-out";

describe("reachOutLinks", () => {
  it("dials Indian numbers however they were typed", () => {
    expect(phoneDigits("+91 94370 11111")).toBe("919437011111");
    expect(phoneDigits("94370-11111")).toBe("919437011111");
    expect(phoneDigits("094370 11111")).toBe("919437011111");
    expect(phoneDigits("12")).toBeUndefined();
  });

  it("greets the person by name on WhatsApp and sets the e-mail's subject", () => {
    const links = reachOutLinks(
      { name: "Ananya", email: "ananya@example.com", phone: "+91 94370 11111" },
      { greeting: "Namaste Ananya, this is Priya", subject: "Your enquiry" },
    );
    expect(links).toEqual({
      tel: "tel:+919437011111",
      whatsapp: "https://wa.me/919437011111?text=Namaste%20Ananya%2C%20this%20is%20Priya",
      mailto: "mailto:ananya@example.com?subject=Your%20enquiry",
    });
    const signed = reachOutLinks(
      { email: "ananya@example.com", phone: "" },
      { greeting: "", subject: "Hi", signature: "Privacy questions: privacy@example.com" },
    );
    expect(signed.mailto).toBe(
      "mailto:ananya@example.com?subject=Hi&body=%0A%0A--%0APrivacy%20questions%3A%20privacy%40example.com",
    );
    expect(reachOutLinks({ email: "", phone: "" }, { greeting: "", subject: "" })).toEqual({
      tel: undefined,
      whatsapp: undefined,
      mailto: undefined,
    });
  });
});
