import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "./fixtures";

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

const mapLabel =
  "Map of Odisha showing our headquarters in Bhubaneswar and our district service centres";
const places = [
  "Bhubaneswar",
  "Balasore",
  "Bhadrak",
  "Jajapur",
  "Cuttack",
  "Puri",
  "Rourkela",
  "Sambalpur",
  "Berhampur",
  "Baripada",
];

test.describe("About page", () => {
  test("tells the company's history, mission and vision", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    const story = page.getByRole("region", { name: "Powering Odisha since 2015" });
    await expect(story).toContainText("2015");
    await expect(story).toContainText("2,500+");
    const image = story.getByRole("img");
    await expect(image).toHaveAttribute("src", "/media/about/our-story.webp");
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const purpose = page.getByRole("region", { name: "Our mission and vision" });
    await expect(purpose.getByRole("heading", { level: 3 })).toHaveText([
      "Our Mission",
      "Our Vision",
    ]);
  });

  test("introduces the three leaders with their roles and portraits", async ({ page }) => {
    await page.goto("/about");
    const team = page.getByRole("region", { name: "The people behind your power" });
    const members = team.getByRole("listitem");
    await expect(members).toHaveCount(3);
    const roles = ["Managing Director", "Business Head", "Chief Technology Officer"];
    for (const [index, role] of roles.entries()) {
      const member = members.nth(index);
      await expect(member.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(member).toContainText(role);
      await expect(member.getByRole("img")).toHaveAttribute(
        "src",
        `/media/team/${role.toLowerCase().replaceAll(" ", "-")}.webp`,
      );
    }
  });

  test("lists the ten places it serves, the headquarters marked once", async ({ page }) => {
    await page.goto("/about");
    const area = page.getByRole("region", { name: "Serving 30+ districts across Odisha" });
    const items = area.getByRole("list").getByRole("listitem");
    await expect(items).toHaveCount(10);
    for (const [index, place] of places.entries()) {
      await expect(items.nth(index)).toContainText(place);
    }
    const marked = items.filter({ hasText: "Headquarters" });
    await expect(marked).toHaveCount(1);
    await expect(marked).toContainText("Bhubaneswar");
    // Highlighted to the eye too, not only in text.
    const background = (index: number) =>
      items.nth(index).evaluate((item) => getComputedStyle(item).backgroundColor);
    expect(await background(0)).not.toBe(await background(1));
  });

  test("shows the headline numbers", async ({ page }) => {
    await page.goto("/about");
    const band = page.getByRole("region", { name: "Suryoday Solar in numbers" });
    await expect(band.getByRole("definition")).toHaveText(["2,500+", "30+", "98%", "24/7"]);
    await expect(band.getByRole("term")).toHaveText([
      "Installations",
      "Districts Served",
      "Customer Satisfaction",
      "Support",
    ]);
  });
});

test.describe("service-area map", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("loads Leaflet only when it scrolls into view, then marks every place", async ({ page }) => {
    const leafletRequests: string[] = [];
    const defaultIconRequests: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (/leaflet/i.test(url)) leafletRequests.push(url);
      if (/marker-(icon|shadow)/.test(url)) defaultIconRequests.push(url);
    });
    await page.goto("/about");
    await page.waitForLoadState("networkidle");

    const box = page.locator('[data-slot="lazy-map"]');
    const map = page.getByRole("region", { name: mapLabel });
    await expect(box).toHaveAttribute("data-state", "loading");
    await expect(box.getByText("Loading the service-area map…")).toBeVisible();
    expect(leafletRequests, "Leaflet is not part of the page's first load").toEqual([]);
    const sizeBefore = await box.boundingBox();

    await map.scrollIntoViewIfNeeded();
    await expect(box).toHaveAttribute("data-state", "ready");
    await expect(box.getByText("Loading the service-area map…")).toHaveCount(0);
    expect(leafletRequests.some((url) => /\.js$/.test(url))).toBe(true);
    expect(leafletRequests.some((url) => /\.css$/.test(url))).toBe(true);
    // The box keeps its size: nothing shifts when the map appears.
    const sizeAfter = await box.boundingBox();
    expect(sizeAfter?.height).toBe(sizeBefore?.height);
    expect(sizeAfter?.width).toBe(sizeBefore?.width);

    const markers = map.locator(".leaflet-marker-icon");
    await expect(markers).toHaveCount(10);
    const drawn = await markers.evaluateAll((icons) =>
      icons.map((icon) => {
        const rect = icon.getBoundingClientRect();
        return {
          src: icon.getAttribute("src"),
          alt: icon.getAttribute("alt"),
          title: icon.getAttribute("title"),
          width: rect.width,
          height: rect.height,
        };
      }),
    );
    const headquarters = drawn.filter((icon) => icon.src === "/media/markers/headquarters.svg");
    const districts = drawn.filter((icon) => icon.src === "/media/markers/district.svg");
    expect(headquarters).toEqual([
      {
        src: "/media/markers/headquarters.svg",
        alt: "Bhubaneswar (Headquarters)",
        title: "Bhubaneswar (Headquarters)",
        width: 32,
        height: 32,
      },
    ]);
    expect(districts).toHaveLength(9);
    for (const icon of districts) {
      expect(icon).toMatchObject({ width: 24, height: 24 });
      expect(icon.alt).toBe(icon.title);
    }
    expect(districts.map((icon) => icon.alt).sort()).toEqual(places.slice(1).sort());

    // Zoom 8: the tiles come from the eighth zoom level.
    await expect(map.locator(".leaflet-tile").first()).toHaveAttribute(
      "src",
      /\/8\/\d+\/\d+\.png$/,
    );
    // Centred on the headquarters: the tip of its pin (bottom centre) is the map's centre.
    const mapBox = await map.boundingBox();
    const pin = await markers.and(page.getByAltText("Bhubaneswar (Headquarters)")).boundingBox();
    expect(mapBox && pin).toBeTruthy();
    if (mapBox && pin) {
      expect(Math.abs(pin.x + pin.width / 2 - (mapBox.x + mapBox.width / 2))).toBeLessThanOrEqual(
        1,
      );
      expect(Math.abs(pin.y + pin.height - (mapBox.y + mapBox.height / 2))).toBeLessThanOrEqual(1);
    }
    expect(defaultIconRequests, "Leaflet's default marker images are never fetched").toEqual([]);
  });

  test("opens a marker's popup and lets keyboard users move past the map", async ({ page }) => {
    await page.goto("/about");
    const map = page.getByRole("region", { name: mapLabel });
    await map.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-slot="lazy-map"]')).toHaveAttribute("data-state", "ready");

    await page.getByAltText("Bhubaneswar (Headquarters)").click();
    await expect(map.locator(".leaflet-popup")).toContainText("Our head office");

    // Tab from the last marker onwards: focus leaves the map for the next link.
    await page.getByAltText("Baripada").focus();
    const stops: string[] = [];
    for (let i = 0; i < 10 && stops.at(-1) !== "Ask about your area"; i++) {
      await page.keyboard.press("Tab");
      stops.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
    }
    expect(stops).toContain("Ask about your area");
  });
});

test("the loaded map has no WCAG 2.2 AA violations", async ({ page }) => {
  await page.goto("/about");
  // Scrolled to the top of the window, below the sticky header (the page's scroll padding),
  // so the header covers none of the map's controls.
  await page
    .getByRole("region", { name: mapLabel })
    .evaluate((map) => map.scrollIntoView({ block: "start" }));
  await expect(page.locator('[data-slot="lazy-map"]')).toHaveAttribute("data-state", "ready");
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (...args: unknown[]) => Promise<{ violations: { id: string; nodes: unknown[] }[] }>;
      };
    };
    const result = await axe.run(
      { include: [['[data-slot="lazy-map"]']] },
      {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      },
    );
    return result.violations.map((violation) => violation.id);
  });
  expect(violations).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the About page fits the screen", async ({ page }) => {
    await page.goto("/about");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
