import { configDefaults } from "../app/config-defaults";
import { metaTemplates } from "../app/lib/whatsapp/meta-templates";

// Prints the WhatsApp templates (issue 34) as Meta's template manager takes them: one JSON
// body per template and language, for POST /{WABA_ID}/message_templates or to copy into the
// manager. `npm run whatsapp:templates -- --site=https://www.example.in --languages=en,or`.
// Meta lists no Odia template language (docs/research/whatsapp-cloud-api-2026-11.md): the Odia
// ones are printed only when asked for, ready for the day it does.

const arg = (name: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);

const site = arg("site") ?? process.env.VITE_SITE_URL ?? configDefaults.siteUrl;
const languages = (arg("languages") ?? "en")
  .split(",")
  .filter((code) => code === "en" || code === "or");

console.log(JSON.stringify(metaTemplates(site, languages as ("en" | "or")[]), null, 2));
