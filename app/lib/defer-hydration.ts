// Pages arrive fully rendered, and every form works without JavaScript, so the ~150 KB of
// hydration JavaScript need not compete with the HTML, stylesheet, font and hero image on a
// slow connection. This rewrites React Router's bootstrap so that the browser fetches and runs
// it after the page has loaded (docs/decisions/003-hydrate-after-load.md).

const DEFERRED_TYPE = "text/x-deferred-module";
const BOOT_ID = "deferred-hydration";

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const moduleBootstrap = /<script([^>]*?) type="module" async=""([^>]*)>/;

/**
 * The classic script that starts hydration once the page has loaded and the frame after it is
 * painted (on a fast connection the load event can come before the first paint): it preloads
 * the modules the server listed, then runs React Router's module bootstrap. Constant, so its
 * hash is too.
 */
export const hydrationStarter = `(function(){function go(){var s=document.getElementById("${BOOT_ID}");if(!s)return;s.id="";(s.getAttribute("data-modules")||"").split(" ").forEach(function(h){if(!h)return;var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});var m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;document.body.appendChild(m)}function afterPaint(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true})})();`;

export function deferHydration(html: string, nonce: string): string {
  const modules: string[] = [];
  let rewritten = html.replace(modulePreload, (_tag, href: string) => {
    modules.push(href);
    return "";
  });
  if (!moduleBootstrap.test(rewritten)) return html;
  rewritten = rewritten.replace(
    moduleBootstrap,
    (_tag, before: string, after: string) =>
      `<script${before} type="${DEFERRED_TYPE}" id="${BOOT_ID}" data-modules="${modules.join(" ")}"${after}>`,
  );
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return rewritten.replace(
    "</body>",
    `<script${nonceAttribute}>${hydrationStarter}</script></body>`,
  );
}

/** Script types that carry code the page will run (for the CSP hashes of prerendered pages). */
export const deferredScriptType = DEFERRED_TYPE;
