// What the desk takes as a photo, shared by the browser's early check and the server's intake
// (photo-intake.server.ts), which is the one that decides.

export const maxPhotoBytes = 15 * 1024 * 1024;

/** Types a browser may say a chosen file is; the server judges the bytes themselves. */
export const acceptedPhotoTypes = "image/jpeg,image/png,image/webp";

/** What the browser can tell before sending: too large, or an iPhone HEIC by its name or type. */
export function earlyPhotoProblem(file: { size: number; name: string; type: string }) {
  if (file.size > maxPhotoBytes) return "tooLarge" as const;
  if (/\.(heic|heif)$/i.test(file.name) || /hei[cf]/i.test(file.type)) return "heic" as const;
  return undefined;
}
