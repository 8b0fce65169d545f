import { useEffect, useRef } from "react";
import type { ImageSlide, VideoSlide } from "~/content/home";

const mediaClass = "absolute inset-0 size-full object-cover";

/**
 * A photo slide. The first is the page's largest paint, so it loads at once and first; the
 * others are only asked for once they are next in line (`primed`).
 */
export function HeroImage({
  slide,
  alt,
  priority,
  primed,
}: {
  slide: ImageSlide;
  /** What the frame shows, in the page's language. */
  alt: string;
  priority: boolean;
  primed: boolean;
}) {
  if (!primed) return null;
  return (
    <img
      src={slide.src}
      srcSet={slide.srcSet}
      sizes="100vw"
      alt={alt}
      width={slide.width}
      height={slide.height}
      className={mediaClass}
      loading="eager"
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
    />
  );
}

/**
 * A clip slide. It fetches nothing until it has been current (its sources are rendered only
 * then); each time it becomes current it restarts from zero and plays, if motion is allowed.
 */
export function HeroVideo({
  slide,
  label,
  fallback,
  current,
  seen,
  primed,
  motionAllowed,
}: {
  slide: VideoSlide;
  /** What the clip shows, in the page's language. */
  label: string;
  /** Shown by browsers that cannot play video. */
  fallback: string;
  current: boolean;
  /** Has been current: only then may the clip itself be fetched. */
  seen: boolean;
  /** Next in line or seen: its poster may be fetched. */
  primed: boolean;
  /** Not paused by the visitor, nor by a reduced-motion preference. */
  motionAllowed: boolean;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (current) video.currentTime = 0;
    else video.pause();
  }, [current]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !current) return;
    if (!motionAllowed) {
      video.pause();
      return;
    }
    // Browsers only autoplay muted clips; set the property too, whatever the markup said.
    video.muted = true;
    video.play().catch((error: unknown) => {
      // The spec: a play failure is only logged. The poster stays in place.
      console.warn("Hero video could not play:", error);
    });
  }, [current, motionAllowed]);

  return (
    <video
      ref={videoRef}
      muted
      playsInline
      loop
      preload="none"
      poster={primed ? slide.poster : undefined}
      width={slide.width}
      height={slide.height}
      aria-label={label}
      className={mediaClass}
    >
      {seen ? (
        <>
          <source src={slide.webmSrc} type="video/webm" />
          <source src={slide.src} type="video/mp4" />
        </>
      ) : null}
      {fallback}
    </video>
  );
}
