import { describe, expect, it } from "vitest";
import { fieldErrorSentences } from "~/content/copy/en/field-errors";
import { describeFieldErrors } from "./field-errors";
import { checkForm } from "./form-checks";
import { formValues, honeypotField, isLikelyBot } from "./form-fields";
import {
  contactSchema,
  newsletterSchema,
  parseForm as parseFormWithNotice,
  privacyRequestSchema,
  quoteSchemas,
} from "./schemas";

// Every form posts the privacy notice's version (and the contact and quote forms their
// opt-ins, and a rights request its kind): their own tests are in privacy-fields.test.ts.
// Here each post carries the version, and the parse is read without those fields.
const privacyFields = /^(noticeVersion|kind|consent-.*)$/;
const parseForm: typeof parseFormWithNotice = (schema, values) => {
  const result = parseFormWithNotice(schema, { noticeVersion: "2026-11-24", ...values });
  if (!result.success) return result;
  const data = Object.fromEntries(
    Object.entries(result.data as object).filter(([key]) => !privacyFields.test(key)),
  );
  return { success: true, data } as typeof result;
};

/** The English page's schema: the spec's bill in dollars. */
const quoteSchema = quoteSchemas["spec-dollars"];

const contact = {
  name: "Ananya Mohanty",
  email: "ananya@example.com",
  phone: "",
  message: "Can you fit panels on an asbestos roof?",
};

const quote = {
  name: "Bikash Sahoo",
  email: "bikash@example.in",
  phone: "+91 94370 12345",
  address: "Plot 7, Saheed Nagar",
  location: "751007",
  roofSize: "50",
  monthlyBill: "100",
  message: "",
  product: "batteries",
};

/** The errors as English visitors read them. */
const errorsOf = (result: ReturnType<typeof parseForm>) =>
  result.success ? {} : describeFieldErrors(result.fieldErrors, fieldErrorSentences);
const codesOf = (result: ReturnType<typeof parseForm>) =>
  result.success ? {} : result.fieldErrors;

describe("error codes", () => {
  it("say what is wrong with each field, with the limits that apply", () => {
    expect(codesOf(parseForm(contactSchema, { email: "x", name: "n".repeat(101) }))).toEqual({
      name: { code: "too_long", max: 100 },
      email: { code: "invalid_email" },
      message: { code: "required" },
    });
    expect(
      codesOf(
        parseForm(quoteSchema, {
          ...quote,
          phone: "call me",
          roofSize: "510",
          monthlyBill: "15",
          product: "x",
        }),
      ),
    ).toEqual({
      phone: { code: "invalid_phone" },
      roofSize: { code: "out_of_range", min: 0, max: 500 },
      monthlyBill: { code: "off_step", step: 10 },
      product: { code: "unknown_choice" },
    });
    expect(codesOf(parseForm(quoteSchema, { ...quote, roofSize: "lots" }))).toEqual({
      roofSize: { code: "not_a_number" },
    });
    expect(codesOf(parseForm(privacyRequestSchema, {}))).toEqual({
      email: { code: "email_or_phone_required" },
    });
  });

  it("reach the browser's check as the same sentences the server sends", () => {
    expect(checkForm("contact", {}, fieldErrorSentences)).toEqual({
      success: false,
      fieldErrors: errorsOf(parseFormWithNotice(contactSchema, {})),
    });
    expect(
      checkForm(
        "newsletter",
        { email: "reader@example.com", noticeVersion: "2026-11-24" },
        fieldErrorSentences,
      ),
    ).toEqual({ success: true });
  });
});

describe("contactSchema", () => {
  it("accepts a message with an empty optional phone, trimming and lower-casing the email", () => {
    const result = parseForm(contactSchema, { ...contact, email: "  Ananya@Example.COM " });
    expect(result).toEqual({ success: true, data: { ...contact, email: "ananya@example.com" } });
  });

  it("treats a missing phone as empty", () => {
    const { phone: _phone, ...withoutPhone } = contact;
    expect(parseForm(contactSchema, withoutPhone)).toMatchObject({ data: { phone: "" } });
  });

  it("names every missing required field", () => {
    expect(errorsOf(parseForm(contactSchema, {}))).toEqual({
      name: "Please enter your full name.",
      email: "Please enter your email address.",
      message: "Please write a short message.",
    });
    expect(errorsOf(parseForm(contactSchema, { ...contact, name: "   " }))).toEqual({
      name: "Please enter your full name.",
    });
  });

  it("refuses a malformed email with one clear message", () => {
    for (const bad of ["ananya", "ananya@", "@example.com", "ananya@example", "a b@example.com"]) {
      expect(errorsOf(parseForm(contactSchema, { ...contact, email: bad })), bad).toEqual({
        email: "Please enter a valid email address, like name@example.com.",
      });
    }
  });

  it("refuses text over the limits and accepts text exactly at them", () => {
    const at = {
      ...contact,
      name: "n".repeat(100),
      email: `${"e".repeat(64)}@${"d".repeat(63)}.${"d".repeat(63)}.${"d".repeat(58)}.in`,
      phone: "9".repeat(20),
      message: "m".repeat(5000),
    };
    expect(at.email).toHaveLength(254);
    expect(parseForm(contactSchema, at).success).toBe(true);
    expect(
      errorsOf(
        parseForm(contactSchema, {
          ...contact,
          name: "n".repeat(101),
          email: `${"e".repeat(250)}@x.in`,
          phone: "9".repeat(21),
          message: "m".repeat(5001),
        }),
      ),
    ).toEqual({
      name: "Please keep your name under 100 characters.",
      email: "Please use an email address under 254 characters.",
      phone: "Please keep the phone number under 20 characters.",
      message: "Please keep your message under 5,000 characters.",
    });
  });

  it("refuses a phone with letters", () => {
    expect(errorsOf(parseForm(contactSchema, { ...contact, phone: "call me" }))).toEqual({
      phone: "Please enter a phone number using digits (spaces, +, - and brackets are fine).",
    });
  });
});

describe("quoteSchemas", () => {
  it("takes the Odia page's bill in rupees, ₹0 to ₹20,000 in steps of ₹100", () => {
    const rupees = quoteSchemas["planner-rupees"];
    expect(parseForm(rupees, { ...quote, monthlyBill: "20000" })).toMatchObject({
      data: { monthlyBill: 20000 },
    });
    expect(codesOf(parseForm(rupees, { ...quote, monthlyBill: "20100" }))).toEqual({
      monthlyBill: { code: "out_of_range", min: 0, max: 20000 },
    });
    expect(codesOf(parseForm(rupees, { ...quote, monthlyBill: "1550" }))).toEqual({
      monthlyBill: { code: "off_step", step: 100 },
    });
    // The spec's dollars stop at 1000.
    expect(codesOf(parseForm(quoteSchema, { ...quote, monthlyBill: "1500" }))).toEqual({
      monthlyBill: { code: "out_of_range", min: 0, max: 1000 },
    });
  });

  it("accepts a full request and turns the sliders into numbers", () => {
    expect(parseForm(quoteSchema, quote)).toEqual({
      success: true,
      data: { ...quote, roofSize: 50, monthlyBill: 100 },
    });
  });

  it("defaults the product to 'not sure yet' and the optional fields to empty", () => {
    const { product: _p, address: _a, message: _m, ...rest } = quote;
    expect(parseForm(quoteSchema, rest)).toMatchObject({
      data: { product: "not-sure", address: "", message: "" },
    });
  });

  it("requires name, email, phone and location", () => {
    const result = parseForm(quoteSchema, {
      ...quote,
      name: "",
      email: "",
      phone: "",
      location: "",
    });
    expect(Object.keys(errorsOf(result)).sort()).toEqual(["email", "location", "name", "phone"]);
    expect(errorsOf(result)).toMatchObject({
      phone: "Please enter a phone number we can call you on.",
      location: "Please enter your PIN code or town.",
    });
  });

  it("refuses an address or location over its limit", () => {
    expect(
      errorsOf(
        parseForm(quoteSchema, { ...quote, address: "a".repeat(201), location: "l".repeat(121) }),
      ),
    ).toEqual({
      address: "Please keep the address under 200 characters.",
      location: "Please keep the location under 120 characters.",
    });
  });

  it("accepts the sliders' ends: 0 and 500 m², 0 and 1000", () => {
    for (const { roofSize, monthlyBill } of [
      { roofSize: "0", monthlyBill: "0" },
      { roofSize: "500", monthlyBill: "1000" },
    ]) {
      expect(parseForm(quoteSchema, { ...quote, roofSize, monthlyBill }).success).toBe(true);
    }
  });

  it("refuses slider values out of range", () => {
    expect(
      errorsOf(parseForm(quoteSchema, { ...quote, roofSize: "510", monthlyBill: "-10" })),
    ).toEqual({
      roofSize: "The roof size must be between 0 and 500 m².",
      monthlyBill: "The monthly bill must be between 0 and 1000.",
    });
    expect(errorsOf(parseForm(quoteSchema, { ...quote, monthlyBill: "1010" }))).toEqual({
      monthlyBill: "The monthly bill must be between 0 and 1000.",
    });
  });

  it("refuses slider values off the step of 10", () => {
    expect(
      errorsOf(parseForm(quoteSchema, { ...quote, roofSize: "55", monthlyBill: "100.5" })),
    ).toEqual({
      roofSize: "The roof size moves in steps of 10 m².",
      monthlyBill: "The monthly bill moves in steps of 10.",
    });
  });

  it("refuses slider values that are not numbers, or missing", () => {
    const { roofSize: _r, ...withoutRoof } = quote;
    expect(errorsOf(parseForm(quoteSchema, { ...withoutRoof, monthlyBill: "lots" }))).toEqual({
      roofSize: "Please choose a roof size on the slider.",
      monthlyBill: "Please choose a monthly bill on the slider.",
    });
    expect(errorsOf(parseForm(quoteSchema, { ...quote, roofSize: "" }))).toEqual({
      roofSize: "Please choose a roof size on the slider.",
    });
  });

  it("refuses unknown product ids", () => {
    for (const product of ["solar-lanterns", "", "Solar Panels"]) {
      expect(errorsOf(parseForm(quoteSchema, { ...quote, product })), product).toEqual({
        product: "Please choose one of the products in the list.",
      });
    }
  });
});

describe("newsletterSchema", () => {
  it("takes one valid email, normalised", () => {
    expect(parseForm(newsletterSchema, { email: " Reader@Example.com" })).toEqual({
      success: true,
      data: { email: "reader@example.com" },
    });
    expect(errorsOf(parseForm(newsletterSchema, { email: "reader" }))).toEqual({
      email: "Please enter a valid email address, like name@example.com.",
    });
  });
});

describe("privacyRequestSchema", () => {
  it("takes an email, a phone or both, and needs one of them", () => {
    expect(parseForm(privacyRequestSchema, { email: " Me@Example.com ", phone: "" })).toEqual({
      success: true,
      data: { email: "me@example.com", phone: "", message: "" },
    });
    expect(parseForm(privacyRequestSchema, { phone: "+91 94370 11111" })).toMatchObject({
      success: true,
      data: { email: "", phone: "+91 94370 11111" },
    });
    expect(errorsOf(parseForm(privacyRequestSchema, { email: " ", phone: "" }))).toEqual({
      email: "Please give the email address or the phone number you used with us.",
    });
    expect(errorsOf(parseForm(privacyRequestSchema, { email: "me@", phone: "" }))).toMatchObject({
      email: "Please enter a valid email address, like name@example.com.",
    });
  });
});

describe("formValues and the honeypot", () => {
  it("keeps the first text value per field and leaves the honeypot out", () => {
    const form = new FormData();
    form.append("name", "Ananya");
    form.append("name", "Second");
    form.append(honeypotField, "http://spam.example");
    form.append("file", new Blob(["x"]), "x.txt");
    expect(formValues(form)).toEqual({ name: "Ananya" });
  });

  it("flags a filled honeypot, not an empty one", () => {
    const form = new FormData();
    form.append(honeypotField, "");
    expect(isLikelyBot(form)).toBe(false);
    form.set(honeypotField, "http://spam.example");
    expect(isLikelyBot(form)).toBe(true);
  });
});

describe("Odia digits", () => {
  const odiaPhone = "+୯୧ ୯୪୩୭୦ ୧୧୧୧୧";

  it("are accepted in a phone number and stored as Latin digits", () => {
    expect(parseForm(contactSchema, { ...contact, phone: odiaPhone })).toMatchObject({
      success: true,
      data: { phone: "+91 94370 11111" },
    });
    expect(parseForm(quoteSchema, { ...quote, phone: odiaPhone })).toMatchObject({
      success: true,
      data: { phone: "+91 94370 11111" },
    });
    expect(parseForm(privacyRequestSchema, { phone: odiaPhone })).toMatchObject({
      success: true,
      data: { phone: "+91 94370 11111" },
    });
  });

  it("are accepted in the sliders' values and a PIN code", () => {
    expect(
      parseForm(quoteSchema, { ...quote, roofSize: "୫୦", monthlyBill: "୧୦୦", location: "୭୫୧୦୦୭" }),
    ).toMatchObject({
      success: true,
      data: { roofSize: 50, monthlyBill: 100, location: "751007" },
    });
    expect(errorsOf(parseForm(quoteSchema, { ...quote, roofSize: "୫୫" }))).toEqual({
      roofSize: "The roof size moves in steps of 10 m².",
    });
  });

  it("are counted like Latin ones against the phone's limit", () => {
    expect(parseForm(contactSchema, { ...contact, phone: "୯".repeat(20) }).success).toBe(true);
    expect(errorsOf(parseForm(contactSchema, { ...contact, phone: "୯".repeat(21) }))).toEqual({
      phone: "Please keep the phone number under 20 characters.",
    });
  });
});

describe("odd input", () => {
  it("strips NUL and other control characters, keeping a message's line breaks and tabs", () => {
    const result = parseForm(contactSchema, {
      name: "Ana\u0000nya\u0007 Mohanty",
      email: "anan\u0000ya@example.com",
      phone: "+91\u0000 94370 11111",
      message: "Line one\u0000\r\n\tLine two\u001b[31m\u007f",
    });
    expect(result).toEqual({
      success: true,
      data: {
        name: "Ananya Mohanty",
        email: "ananya@example.com",
        phone: "+91 94370 11111",
        message: "Line one\r\n\tLine two[31m",
      },
    });
  });

  it("turns line breaks in a one-line field into spaces", () => {
    const result = parseForm(quoteSchema, { ...quote, location: "Patia,\r\nBhubaneswar" });
    expect(result).toMatchObject({ success: true, data: { location: "Patia, Bhubaneswar" } });
  });

  it("a name of nothing but control characters is missing", () => {
    expect(errorsOf(parseForm(contactSchema, { ...contact, name: "\u0000\u0001" }))).toEqual({
      name: "Please enter your full name.",
    });
  });

  it("gives a number too long to be finite the field's own message", () => {
    const huge = `1${"0".repeat(400)}`;
    expect(errorsOf(parseForm(quoteSchema, { ...quote, roofSize: huge }))).toEqual({
      roofSize: "Please choose a roof size on the slider.",
    });
  });
});
