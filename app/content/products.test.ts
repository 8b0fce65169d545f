import { describe, expect, it } from "vitest";
import { productsCopy as en } from "./copy/en/products";
import { productsCopy as or } from "./copy/or/products";
import { formsCopy as forms } from "./copy/forms.server";
import { productsCopy } from "./copy/products.server";
import { locales } from "~/lib/i18n/locale";
import { productIds, products, quoteRequestHref, serviceIds } from "./products";

describe("products", () => {
  it("are the three of the spec, in its order", () => {
    expect(products.map((product) => product.id)).toEqual([
      "solar-panels",
      "inverters",
      "batteries",
    ]);
    expect(products.map((product) => product.image.src)).toEqual([
      "/media/products/solar-panels.webp",
      "/media/products/inverters.webp",
      "/media/products/batteries.webp",
    ]);
  });

  it("carry the detail rows and values the spec names", () => {
    const rows = Object.fromEntries(
      productIds.flatMap((id) => en.productItems[id].details.map((row) => [row.label, row.value])),
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

  it("have as many detail rows in Odia as in English, with the same figures", () => {
    for (const id of productIds) {
      const english = en.productItems[id].details;
      const odia = or.productItems[id].details;
      expect(odia).toHaveLength(english.length);
      for (const [index, row] of english.entries()) {
        const figures = (text: string) => text.match(/\d+(?:[.,-]\d+)*%?/g) ?? [];
        expect(figures(odia[index]?.value ?? "")).toEqual(figures(row.value));
      }
    }
  });

  it("are named once per language: the quote form offers them by the page's titles", () => {
    for (const locale of locales) {
      for (const id of productIds) {
        expect(forms[locale].quote.product.choices[id]).toBe(
          productsCopy[locale].productItems[id].title,
        );
      }
    }
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
        serviceIds.map((id) => [id, en.serviceItems[id].categories.map((c) => c.name)]),
      ),
    ).toEqual({
      installation: ["Residential", "Commercial", "Industrial"],
      maintenance: ["Regular Inspections", "Cleaning Services", "System Health Checks"],
    });
  });

  it("have as many categories in Odia as in English", () => {
    for (const id of serviceIds) {
      expect(or.serviceItems[id].categories).toHaveLength(en.serviceItems[id].categories.length);
    }
  });
});
