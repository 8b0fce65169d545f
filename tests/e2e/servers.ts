import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { once } from "node:events";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { createServer } from "node:net";

// Servers a test starts beside the suite's own: each on a free port, and each stopped by the
// test's `finally`, whatever its outcome, so no run leaves one behind for the next.

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, "close");
  return port;
}

export interface RunningProcess {
  process: ChildProcess;
  /** Output so far, for a failure message. */
  output: () => string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code (null if killed). */
  stop: (graceMs?: number) => Promise<number | null>;
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv): RunningProcess {
  // A process group of its own, stopped whole, so nothing it starts outlives the tests.
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: "pipe",
    detached: true,
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // The group has already gone.
    }
  };
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, "exit").then(([code]) => code as number | null);
  return {
    process: child,
    output: () => output,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) {
        signal("SIGKILL"); // anything the process left behind in its group
        return child.exitCode;
      }
      signal("SIGTERM");
      const timer = setTimeout(() => signal("SIGKILL"), graceMs);
      const code = await exited;
      clearTimeout(timer);
      signal("SIGKILL");
      return code;
    },
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP(S) request with any method and headers (fetch refuses Host, TRACE and friends),
 * and its path sent exactly as written ("/inbox/../forms/contact" stays so, as `curl
 * --path-as-is` sends it); a test's own self-signed certificate is accepted.
 */
export function rawRequest(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const send = url.startsWith("https:") ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const { protocol, hostname, port, origin } = new URL(url);
    const target = {
      protocol,
      hostname: hostname.replace(/^\[|\]$/g, ""),
      port,
      path: url.slice(origin.length) || "/",
    };
    // A connection of its own: Node 24's shared agent keeps sockets alive, and one the server
    // closes after its 5-second keep-alive, just as the next request goes out, hangs up.
    const options = { ...target, method, headers, rejectUnauthorized: false, agent: false };
    const req = send(options, (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Waits until `url` answers 2xx while `running` is alive; throws with its output if not. */
export async function waitForHealth(url: string, running: RunningProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.process.exitCode !== null) {
      throw new Error(
        `exited with ${running.process.exitCode} before answering:\n${running.output()}`,
      );
    }
    try {
      const { status } = await rawRequest(url);
      if (status >= 200 && status < 300) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${running.output()}`);
}

const LIBFAKETIME_PATHS = ["x86_64-linux-gnu", "aarch64-linux-gnu"].map(
  (triplet) => `/usr/lib/${triplet}/faketime/libfaketime.so.1`,
);

/**
 * Debian's libfaketime, preloaded into the server itself. Not the `faketime` wrapper: it keeps a
 * semaphore and shared memory named by its own pid in /dev/shm and removes them only when it exits
 * by itself, so every wrapper the tests stopped left a pair behind, and a later wrapper that drew a
 * recycled pid failed with "sem_open: File exists" before the server started.
 */
function libfaketime() {
  const found = LIBFAKETIME_PATHS.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `libfaketime not found in ${LIBFAKETIME_PATHS.join(", ")}: apt-get install faketime`,
    );
  }
  return found;
}

/**
 * The production site on a free port, answering /healthz, with these settings. With `clock`
 * (UTC, "2027-05-01 04:30:00") it runs with Debian's libfaketime, its clock starting there.
 */
export async function startSite(
  env: NodeJS.ProcessEnv,
  { clock, healthTimeoutMs }: { clock?: string; healthTimeoutMs?: number } = {},
) {
  const port = await freePort();
  const site = run(process.execPath, ["--import", "tsx", "server/main.ts"], {
    ...(clock ? { TZ: "UTC", LD_PRELOAD: libfaketime(), FAKETIME: `@${clock}` } : {}),
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    ...env,
    PORT: String(port),
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/healthz`, site, healthTimeoutMs);
  } catch (error) {
    await site.stop(2000);
    throw error;
  }
  return { ...site, port, origin: `http://127.0.0.1:${port}` };
}
