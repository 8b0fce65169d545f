import {
  ChevronLeftIcon,
  ChevronRightIcon,
  MousePointerClickIcon,
  PauseIcon,
  PlayIcon,
} from "lucide-react";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { HeroImage, HeroVideo } from "~/components/home/hero-slide-media";
import { Container } from "~/components/ui/section";
import { IslandSlot } from "~/islands/island";
import type { HomeCopy } from "~/content/copy/en/home";
import type { HeroSlide } from "~/content/home";
import { settings } from "~/content/settings";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/i18n/fill";
import { nextIndex, previousIndex } from "~/lib/slideshow";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The visitor's reduced-motion preference; false on the server and until hydration. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-white/40 bg-navy-950/50 text-white backdrop-blur-sm transition-colors hover:bg-white/20 [&_svg]:size-5";

/** The words the slideshow shows or says; the heading's words stay on the server. */
export type HeroSlideshowCopy = Omit<HomeCopy["hero"], "primaryAction" | "secondaryAction">;

/** The slot the page's heading and calls to action fill (home-hero.tsx). */
export const heroHeadingSlot = "heading";

/**
 * The home page's hero: a carousel (WAI-ARIA APG pattern) of photos and clips behind the
 * page's heading (the island's slot). It advances every `settings.heroIntervalMs` and stops while the
 * pointer is over it or keyboard focus is inside it; the visitor can pause it, and it starts
 * paused for those who prefer reduced motion (WCAG 2.2.2).
 */
export function HeroSlideshow({
  slides,
  copy,
}: {
  slides: HeroSlide[];
  /** Its labels, notice and alt texts, in the page's language. */
  copy: HeroSlideshowCopy;
}) {
  const count = slides.length;
  const slidesId = useId();
  const [current, setCurrent] = useState(0);
  // Slides that have been current: only these may fetch their clip.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  if (!seen.has(current)) setSeen(new Set(seen).add(current));

  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const [choice, setChoice] = useState<"playing" | "paused" | null>(null);
  const playing = choice ? choice === "playing" : !reducedMotion;
  const [pointerInside, setPointerInside] = useState(false);
  const [keyboardFocusInside, setKeyboardFocusInside] = useState(false);
  const advancing = playing && !pointerInside && !keyboardFocusInside;

  // A click on a control starts a fresh interval, so the chosen slide gets its full time.
  const [intervalStart, setIntervalStart] = useState(0);
  useEffect(() => {
    if (!advancing) return;
    const timer = window.setInterval(
      () => setCurrent((index) => nextIndex(index, count)),
      settings.heroIntervalMs,
    );
    return () => window.clearInterval(timer);
  }, [advancing, count, intervalStart]);

  const [noticeShown, setNoticeShown] = useState(false);
  const noticeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(noticeTimer.current), []);

  function goTo(index: number) {
    setCurrent(index);
    setIntervalStart((start) => start + 1);
    setNoticeShown(true);
    window.clearTimeout(noticeTimer.current);
    noticeTimer.current = window.setTimeout(() => setNoticeShown(false), settings.clickNoticeMs);
  }

  // The next slide's media is fetched ahead, after the page has loaded, so it is ready in time.
  const upcoming = nextIndex(current, count);
  const isPrimed = (index: number) => seen.has(index) || (hydrated && index === upcoming);

  return (
    <section
      aria-roledescription={copy.carouselRole}
      aria-label={copy.carouselLabel}
      className="relative isolate flex min-h-[560px] flex-col overflow-hidden bg-navy-950 text-white sm:min-h-[640px]"
      onPointerEnter={(event) => {
        if (event.pointerType !== "touch") setPointerInside(true);
      }}
      onPointerLeave={() => setPointerInside(false)}
      onFocus={(event) => setKeyboardFocusInside(event.target.matches(":focus-visible"))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocusInside(false);
      }}
    >
      <div id={slidesId} aria-live={advancing ? "off" : "polite"} className="absolute inset-0">
        {slides.map((slide, index) => {
          const isCurrent = index === current;
          return (
            <div
              key={slide.src}
              role="group"
              aria-roledescription={copy.slideRole}
              aria-label={fill(copy.slideLabel, { position: index + 1, total: count })}
              aria-hidden={isCurrent ? undefined : true}
              inert={!isCurrent}
              className={cn(
                "absolute inset-0 transition-[opacity,visibility] duration-700 ease-out motion-reduce:transition-none",
                isCurrent ? "visible opacity-100" : "invisible opacity-0",
              )}
            >
              {slide.type === "image" ? (
                <HeroImage
                  slide={slide}
                  alt={copy.slideAlts[slide.id]}
                  priority={index === 0}
                  primed={isPrimed(index)}
                />
              ) : (
                <HeroVideo
                  slide={slide}
                  label={copy.slideAlts[slide.id]}
                  fallback={copy.videoFallback}
                  current={isCurrent}
                  seen={seen.has(index)}
                  primed={isPrimed(index)}
                  motionAllowed={playing}
                />
              )}
            </div>
          );
        })}
      </div>

      {/* Darkens every frame enough for white text to pass WCAG AA wherever it sits. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-navy-950/65 lg:bg-transparent lg:bg-linear-to-r lg:from-navy-950/90 lg:via-navy-950/70 lg:to-navy-950/15"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-40 bg-linear-to-t from-navy-950/80 to-transparent"
      />

      {/* The page's heading and calls to action: the server's HTML, never hydrated. */}
      <IslandSlot name={heroHeadingSlot} className="relative flex flex-1 items-center" />

      <Container className="relative pb-5 sm:pb-8">
        <div className="relative flex items-center justify-between gap-2">
          <div role="group" aria-label={copy.slidePickerLabel} className="flex items-center">
            {slides.map((slide, index) => {
              const isCurrent = index === current;
              return (
                <button
                  key={slide.src}
                  type="button"
                  aria-label={fill(copy.goToSlide, { position: index + 1 })}
                  aria-current={isCurrent ? "true" : undefined}
                  aria-controls={slidesId}
                  onClick={() => goTo(index)}
                  // Narrower under 360 px, so four dots and three controls fit a 320 px phone
                  // (issue 30): still at least a 24 px target, as WCAG 2.2's 2.5.8 asks.
                  className={cn(
                    "group inline-flex size-11 items-center justify-center rounded-full",
                    isCurrent ? "max-[359px]:w-10" : "max-[359px]:w-7",
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "h-2.5 rounded-full transition-all duration-300 motion-reduce:transition-none",
                      isCurrent ? "w-8 bg-sun-400" : "w-2.5 bg-white/70 group-hover:bg-white",
                    )}
                  />
                </button>
              );
            })}
          </div>

          <div className="flex items-center gap-2">
            <button
              type="button"
              aria-label={playing ? copy.pauseSlideshow : copy.playSlideshow}
              onClick={() => setChoice(playing ? "paused" : "playing")}
              className={controlClass}
            >
              {playing ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
            </button>
            <button
              type="button"
              aria-label={copy.previousSlide}
              aria-controls={slidesId}
              onClick={() => goTo(previousIndex(current, count))}
              className={controlClass}
            >
              <ChevronLeftIcon aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label={copy.nextSlide}
              aria-controls={slidesId}
              onClick={() => goTo(nextIndex(current, count))}
              className={controlClass}
            >
              <ChevronRightIcon aria-hidden="true" />
            </button>
          </div>

          <div role="status" className="absolute right-0 bottom-full mb-3">
            {noticeShown ? (
              <p className="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-navy-900 shadow-lg">
                <MousePointerClickIcon aria-hidden="true" className="size-4 text-sun-700" />
                {copy.clickNotice}
              </p>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
