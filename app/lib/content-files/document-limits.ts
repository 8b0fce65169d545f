// What a project's document may be (issue 35), shared by the page's file picker and the
// server's intake (document-intake.server.ts), which decides on the bytes.

export const maxDocumentBytes = 10 * 1024 * 1024;

/** What the browser's file picker offers: photos from the camera or files, and PDFs. */
export const acceptedDocumentTypes = "image/jpeg,image/png,image/webp,application/pdf";
