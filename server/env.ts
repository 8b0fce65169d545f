import { z } from "zod";
import { configDefaults } from "../app/config-defaults";

// The server's environment, read and checked once at start-up.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  BUILD_DIR: z.string().default("build"),
  /** How many proxies sit in front of the server (for the client address behind them). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  VITE_MAP_TILE_URL: z.string().url().default(configDefaults.mapTileUrl),
});

export type ServerEnv = z.infer<typeof envSchema>;

export function readServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
