// Pages arrive fully rendered, and every form works without JavaScript, so the ~150 KB of
// hydration JavaScript need not compete with the HTML, stylesheet, font and hero image on a
// slow connection. This rewrites React Router's bootstrap so that the browser fetches and runs
// it after the page has loaded (docs/decisions/003-hydrate-after-load.md).

const DEFERRED_TYPE = "text/x-deferred-module";
const BOOT_ID = "deferred-hydration";

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const moduleBootstrap = /<script([^>]*?) type="module" async=""([^>]*)>/;

/**
 * The classic script that starts hydration once the page has loaded and its largest content has
 * been painted (the browser reports that paint after it is on screen; where it cannot, the load
 * event alone counts, and after 3 s hydration starts regardless): it preloads the modules the
 * server listed, then runs React Router's module bootstrap. Constant, so its hash is too.
 */
export const hydrationStarter = `(function(){function go(){var s=document.getElementById("${BOOT_ID}");if(!s)return;s.id="";(s.getAttribute("data-modules")||"").split(" ").forEach(function(h){if(!h)return;var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});var m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;document.body.appendChild(m)}var loaded=document.readyState==="complete",painted=false,started=false;function ready(){if(started||!loaded||!painted)return;started=true;requestAnimationFrame(function(){setTimeout(go,0)})}var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf("largest-contentful-paint")<0){painted=true}else{new PerformanceObserver(function(list){if(list.getEntries().length){painted=true;ready()}}).observe({type:"largest-contentful-paint",buffered:true})}if(!loaded)addEventListener("load",function(){loaded=true;ready()},{once:true});setTimeout(function(){loaded=painted=true;ready()},3000);ready()})();`;

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
