import { createApp } from "./app";
import { readServerEnv } from "./env";
import { logError, logInfo } from "./log";

const env = readServerEnv();

const vite =
  env.NODE_ENV === "development"
    ? await import("vite").then(({ createServer }) =>
        createServer({ server: { middlewareMode: true } }),
      )
    : undefined;

const app = await createApp({ env, vite });

const server = app.listen(env.PORT, env.HOST, () => {
  logInfo(`Site ready at http://localhost:${env.PORT} (${env.NODE_ENV})`);
});

process.on("unhandledRejection", (reason) => logError("unhandled rejection", reason));

// Stop taking new connections, let requests in flight finish, then close what we hold.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logInfo(`${signal} received, shutting down`);
  const force = setTimeout(() => {
    logError("shutdown", new Error("requests still open after 10 s, exiting"));
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close(async (error) => {
    if (error) logError("shutdown", error);
    await vite?.close();
    logInfo("Stopped");
    process.exit(error ? 1 : 0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
