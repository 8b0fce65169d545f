import { redactTokens, withoutToken } from "../app/lib/private-links/private-link-paths";

// One line per request and per error, on stdout/stderr, for whatever collects the logs. A
// private link's token never reaches the log (issue 20).
export function logRequest(method: string, url: string, status: number, ms: number): void {
  console.log(
    `${new Date().toISOString()} ${method} ${withoutToken(url)} ${status} ${ms.toFixed(1)}ms`,
  );
}

export function logError(context: string, error: unknown): void {
  const detail = redactTokens(
    error instanceof Error
      ? (error.stack ?? error.message).replace(/\n\s*/g, " | ")
      : String(error),
  );
  // The context is often "METHOD /path": a private link's token is cut from it.
  const where = context.split(" ").map(withoutToken).join(" ");
  console.error(`${new Date().toISOString()} ERROR ${where}: ${detail}`);
}

export function logInfo(message: string): void {
  console.log(`${new Date().toISOString()} ${message}`);
}
