import { fill } from "../../app/lib/i18n/fill";
import { expect, expectNoViolations, languages, test } from "./fixtures";

// The About page (spec section 2 "About"; the map's constants in section 9), at /about and
// /or/about.

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

for (const { locale, tag, path, heading, words } of languages) {
  const { about, coverage, site } = words;
  const headquarters = fill(coverage.headquartersLabel, { name: coverage.places.bhubaneswar });

  test.describe(`${tag} About page`, () => {
    test("tells the company's history, mission and vision", async ({ page }) => {
      await page.goto(path("/about"));
      await expect(page.getByRole("heading", { level: 1, name: heading("/about") })).toBeVisible();
      const story = page.getByRole("region", {
        name: fill(about.story.heading, { founded: 2015 }),
      });
      await expect(story).toContainText("2015");
      await expect(story).toContainText("2,500+");
      await expect(story).toContainText(about.story.highlights.founded);
      const image = story.getByRole("img");
      await expect(image).toHaveAttribute("src", "/media/about/our-story.webp");
      await expect(image).toHaveAttribute("alt", about.story.imageAlt);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      const purpose = page.getByRole("region", { name: about.purpose.heading });
      await expect(purpose.getByRole("heading", { level: 3 })).toHaveText([
        about.purpose.items.mission.title,
        about.purpose.items.vision.title,
      ]);
    });

    test("introduces the three leaders with their roles and portraits", async ({ page }) => {
      await page.goto(path("/about"));
      const team = page.getByRole("region", { name: about.team.heading });
      const members = team.getByRole("listitem");
      await expect(members).toHaveCount(3);
      for (const [index, [id, person]] of Object.entries(about.team.members).entries()) {
        const member = members.nth(index);
        await expect(member.getByRole("heading", { level: 3 })).toHaveText(person.name);
        await expect(member).toContainText(person.role);
        await expect(member.getByRole("img")).toHaveAttribute("src", `/media/team/${id}.webp`);
        await expect(member.getByRole("img")).toHaveAttribute(
          "alt",
          fill(about.team.portraitAlt, { name: person.name }),
        );
      }
    });

    test("lists the ten places it serves, the headquarters marked once", async ({ page }) => {
      await page.goto(path("/about"));
      const area = page.getByRole("region", { name: about.serviceArea.heading });
      const items = area.getByRole("list").getByRole("listitem");
      await expect(items).toHaveCount(10);
      for (const [index, place] of Object.values(coverage.places).entries()) {
        await expect(items.nth(index)).toContainText(place);
      }
      const marked = items.filter({ hasText: coverage.headquartersBadge });
      await expect(marked).toHaveCount(1);
      await expect(marked).toContainText(coverage.places.bhubaneswar);
      // Highlighted to the eye too, not only in text.
      const background = (index: number) =>
        items.nth(index).evaluate((item) => getComputedStyle(item).backgroundColor);
      expect(await background(0)).not.toBe(await background(1));
      await expect(area.getByRole("link", { name: about.serviceArea.contactLink })).toHaveAttribute(
        "href",
        path("/contact"),
      );
    });

    test("shows the headline numbers", async ({ page }) => {
      await page.goto(path("/about"));
      const band = page.getByRole("region", { name: about.statsBand.heading });
      await expect(band.getByRole("definition")).toHaveText(["2,500+", "30+", "98%", "24/7"]);
      await expect(band.getByRole("term")).toHaveText(Object.values(about.statsBand.labels));
    });
  });

  test.describe(`${tag} service-area map`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("names its markers and popups, and lets keyboard users move past the map", async ({
      page,
    }) => {
      await page.goto(path("/about"));
      const box = page.locator('[data-slot="lazy-map"]');
      await expect(box.getByText(about.serviceArea.mapPlaceholder)).toBeVisible();
      const map = page.getByRole("region", { name: about.serviceArea.mapLabel });
      await map.scrollIntoViewIfNeeded();
      await expect(box).toHaveAttribute("data-state", "ready");
      await expect(map.getByRole("button", { name: site.mapControls.zoomIn })).toBeVisible();
      await expect(map.getByRole("button", { name: site.mapControls.zoomOut })).toBeVisible();

      const markers = map.locator(".leaflet-marker-icon");
      await expect(markers).toHaveCount(10);
      const alts = await markers.evaluateAll((icons) =>
        icons.map((icon) => icon.getAttribute("alt")),
      );
      const { bhubaneswar: _, ...districts } = coverage.places;
      expect(alts.sort()).toEqual([headquarters, ...Object.values(districts)].sort());

      await page.getByAltText(headquarters).click();
      const popup = map.locator(".leaflet-popup");
      await expect(popup).toContainText(headquarters);
      await expect(popup).toContainText(coverage.headquartersPopup);
      // Its close button is named in the page's language (issue 24).
      await expect(
        popup.getByRole("button", { name: site.mapControls.closePopup, exact: true }),
      ).toBeVisible();
      if (locale === "or") {
        // In a font that has Odia letters (Leaflet's own stack has none).
        await expect(popup).toHaveCSS("font-family", /Noto Sans Oriya/);
      }

      await page.getByAltText(coverage.places.puri, { exact: true }).click();
      const puri = fill(coverage.districtPopup, { name: coverage.places.puri });
      await expect(popup.filter({ hasText: puri })).toBeVisible();
      // The headquarters' popup closes (once its fade ends).
      await expect(popup).toHaveCount(1);
      if (locale === "or") await expect(popup).not.toContainText("Installations");

      // Tab from the last marker onwards: focus leaves the map for the next link.
      await page.getByAltText(coverage.places.baripada).focus();
      const stops: string[] = [];
      const next = about.serviceArea.contactLink;
      for (let i = 0; i < 10 && stops.at(-1) !== next; i++) {
        await page.keyboard.press("Tab");
        stops.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
      }
      expect(stops).toContain(next);
    });
  });

  test(`${tag} the About page with its map loaded has no WCAG 2.2 AA violations`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path("/about"));
    // Scrolled to the top of the window, below the sticky header (the page's scroll padding),
    // so the header covers none of the map's controls.
    await page
      .getByRole("region", { name: about.serviceArea.mapLabel })
      .evaluate((map) => map.scrollIntoView({ block: "start" }));
    await expect(page.locator('[data-slot="lazy-map"]')).toHaveAttribute("data-state", "ready");
    await expectNoViolations(page, path("/about"));
  });

  test.describe(`${tag} on a phone`, () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("the About page fits the screen", async ({ page }) => {
      await page.goto(path("/about"));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  });
}

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
});
