/** An image served by the site (from public/media), with the size it was made at. */
export interface ImageAsset {
  src: string;
  alt: string;
  width: number;
  height: number;
}
