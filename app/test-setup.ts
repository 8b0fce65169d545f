import { seedContent } from "~/content/seed-content.server";
import { registerSeed } from "~/lib/content/published-content";

// Every unit test renders against the spec's site, as the server does before anything is
// published (the server's entry registers the same seed).
registerSeed(seedContent);
