// Why a WhatsApp message did not reach the customer, in words staff act on (issue 34): Meta's
// codes (docs/research/whatsapp-cloud-api-2026-11.md) say what happened; staff need to know
// what it means for them. A pure function, tested on its own.

const meanings: Record<number, string> = {
  131026: "This number is not on WhatsApp, or cannot receive our messages (Meta 131026)",
  131047:
    "More than 24 hours have passed since the customer last wrote, so only an approved template can reach them (Meta 131047)",
  131050: "The customer has stopped marketing messages from us on WhatsApp (Meta 131050)",
  131051: "WhatsApp does not support this kind of message (Meta 131051)",
  131021: "The number is our own business number (Meta 131021)",
  132000: "The template's parameters do not match what Meta approved (Meta 132000)",
  132001: "Meta has no approved template of this name in this language (Meta 132001)",
  132005: "The filled-in template is too long for Meta (Meta 132005)",
  132007: "Meta refused the template's words under its policy (Meta 132007)",
  132015: "Meta has paused this template for its quality (Meta 132015)",
  132016: "Meta has disabled this template (Meta 132016)",
  130429: "Meta's rate limit kept refusing the message (Meta 130429)",
  131048: "Meta's spam limit for our number kept refusing the message (Meta 131048)",
  131056: "Too many messages to this number in a short time (Meta 131056)",
  190: "The WhatsApp access token has expired or is wrong: the owner must renew WHATSAPP_TOKEN (Meta 190)",
};

export function failureInWords(code: number, message: string, attempts: number): string {
  const meaning = meanings[code];
  if (meaning) return attempts > 1 ? `${meaning}, after ${attempts} tries` : meaning;
  if (code === 0) return `WhatsApp could not be reached (${message}), after ${attempts} tries`;
  return `Meta refused the message: ${message}`;
}
