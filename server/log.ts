// One line per request and per error, on stdout/stderr, for whatever collects the logs.
export function logRequest(method: string, url: string, status: number, ms: number): void {
  console.log(`${new Date().toISOString()} ${method} ${url} ${status} ${ms.toFixed(1)}ms`);
}

export function logError(context: string, error: unknown): void {
  const detail =
    error instanceof Error
      ? (error.stack ?? error.message).replace(/\n\s*/g, " | ")
      : String(error);
  console.error(`${new Date().toISOString()} ERROR ${context}: ${detail}`);
}

export function logInfo(message: string): void {
  console.log(`${new Date().toISOString()} ${message}`);
}
