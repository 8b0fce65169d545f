import odiaCss from "~/odia.css?inline";

/**
 * The Odia pages' font faces and typography (app/odia.css), inlined into those pages' <head>
 * by the site layout: no extra request before the first paint, and not a byte on English pages.
 */
export const odiaStyles: string = odiaCss;
