import { describe, expect, it } from "vitest";
import { isProductId, productOptions, products, quoteRequestHref, services } from "./products";

describe("products", () => {
  it("are the three of the spec, in its order", () => {
    expect(products.map((product) => product.id)).toEqual([
      "solar-panels",
      "inverters",
      "batteries",
    ]);
  });

  it("carry the detail rows and values the spec names", () => {
    const rows = Object.fromEntries(
      products.flatMap((product) => product.details.map((row) => [row.label, row.value])),
    );
    expect(Object.keys(rows).sort()).toEqual(
      [
        "Backup Time",
        "Compatibility",
        "Efficiency",
        "Features",
        "Lifespan",
        "Types",
        "Warranty",
      ].sort(),
    );
    expect(rows.Efficiency).toBe("up to 22.5%");
    expect(rows.Warranty).toBe("25-year performance and 10-12 year product");
    expect(rows.Lifespan).toBe("up to 15 years for lithium-ion");
  });

  it("offer their ids and titles to the quote form", () => {
    expect(productOptions).toEqual(products.map(({ id, title }) => ({ id, title })));
  });
});

describe("isProductId", () => {
  it("accepts the product ids only", () => {
    expect(isProductId("inverters")).toBe(true);
    expect(isProductId("Inverters")).toBe(false);
    expect(isProductId("wind-turbines")).toBe(false);
    expect(isProductId(undefined)).toBe(false);
    expect(isProductId(["batteries"])).toBe(false);
  });
});

describe("quoteRequestHref", () => {
  it("names the product in the query string", () => {
    expect(quoteRequestHref("solar-panels")).toBe("/quote-request?product=solar-panels");
  });
});

describe("services", () => {
  it("list the categories of the spec", () => {
    expect(
      Object.fromEntries(
        services.map((service) => [service.id, service.categories.map((c) => c.name)]),
      ),
    ).toEqual({
      installation: ["Residential", "Commercial", "Industrial"],
      maintenance: ["Regular Inspections", "Cleaning Services", "System Health Checks"],
    });
  });
});
