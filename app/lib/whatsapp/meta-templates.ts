import {
  templateWords,
  whatsappLanguage,
  whatsappTemplates,
  type WhatsAppTemplateName,
} from "~/content/whatsapp-templates";
import type { Locale } from "~/lib/i18n/locale";

// Our templates in the shape Meta's template manager and API take (issue 34): the name, the
// language, the utility category, the body with an example of each parameter, and the URL
// button whose link is the site's origin followed by the customer's private path.

export function metaTemplates(siteUrl: string, locales: readonly Locale[]) {
  const origin = new URL(siteUrl).origin;
  return locales.flatMap((locale) =>
    (Object.keys(whatsappTemplates) as WhatsAppTemplateName[]).map((name) => {
      const spec = whatsappTemplates[name];
      const words = templateWords(name, locale);
      const components: object[] = [
        {
          type: "BODY",
          text: words.body,
          ...(spec.params.length
            ? { example: { body_text: [spec.params.map((param) => param.example)] } }
            : {}),
        },
      ];
      if ("button" in spec && words.button) {
        components.push({
          type: "BUTTONS",
          buttons: [
            {
              type: "URL",
              text: words.button,
              url: `${origin}/{{1}}`,
              example: [`${origin}/${spec.button.example}`],
            },
          ],
        });
      }
      return { name, language: whatsappLanguage[locale], category: "UTILITY", components };
    }),
  );
}
