import type * as React from "react";
import type { ShownPhoto } from "~/lib/content/shown-photo";

/**
 * A photo as the content desk keeps it: a file shipped with the site as it is, an uploaded one
 * as AVIF with WebP beside it at each width, for the browser to pick the size it shows.
 */
export function PhotoImg({
  photo,
  sizes,
  alt,
  ...img
}: {
  photo: ShownPhoto;
  /** How wide it is shown, for the browser's pick among the widths. */
  sizes: string;
  /** What it shows; "" only for a photo that adds nothing to the words beside it. */
  alt: string;
} & Omit<React.ComponentProps<"img">, "src" | "srcSet" | "sizes" | "width" | "height" | "alt">) {
  const image = (
    <img
      alt={alt}
      src={photo.src}
      srcSet={photo.webpSrcSet}
      sizes={photo.webpSrcSet ? sizes : undefined}
      width={photo.width}
      height={photo.height}
      {...img}
    />
  );
  if (!photo.avifSrcSet) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={photo.avifSrcSet} sizes={sizes} />
      {image}
    </picture>
  );
}
