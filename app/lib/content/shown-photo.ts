import type { Photo } from "./published-content";

// How a page shows a photo: a shipped file as it is, an uploaded one as AVIF and WebP at each
// width the intake made (srcset), so a phone downloads the size it shows. Uploaded files are
// served from /media/uploads/<file>/<width>.<format>, never changed under that name.

export interface ShownPhoto {
  src: string;
  width: number;
  height: number;
  /** For uploads: the AVIF and WebP candidates, "url 640w, …". */
  avifSrcSet?: string;
  webpSrcSet?: string;
}

export function uploadedPhotoUrl(fileId: string, width: number, format: "avif" | "webp") {
  return `/media/uploads/${fileId}/${width}.${format}`;
}

/** The src is the variant nearest 640 px wide: what a browser without srcset gets. */
export function showPhoto(photo: Photo): ShownPhoto {
  if (photo.kind === "static") {
    return { src: photo.src, width: photo.width, height: photo.height };
  }
  const widths = [...photo.widths].sort((a, b) => a - b);
  const fallback = widths.find((width) => width >= 640) ?? widths.at(-1) ?? photo.width;
  const srcSet = (format: "avif" | "webp") =>
    widths.map((width) => `${uploadedPhotoUrl(photo.fileId, width, format)} ${width}w`).join(", ");
  return {
    src: uploadedPhotoUrl(photo.fileId, fallback, "webp"),
    width: photo.width,
    height: photo.height,
    avifSrcSet: srcSet("avif"),
    webpSrcSet: srcSet("webp"),
  };
}
