/**
 * Hydration after the page has loaded (docs/decisions/027-scripts-after-load.md).
 *
 * Remix's `<Scripts>` writes, in order: a `modulepreload` link per module of the
 * page, one classic inline script (`window.__remixContext = …`, which the
 * streamed data scripts after it need at once) and one inline module script that
 * imports the routes and starts hydration. This module rewrites that markup so
 * the classic script still runs where it stands while the links and the module
 * script sit in an inert `<template>`, and a small inline script moves them into
 * the document once the page has loaded: the framework's JavaScript no longer
 * competes with the HTML, the stylesheet and the first pictures on a slow
 * connection. Every page works without JavaScript, so the page a shopper sees
 * before hydration is a working page.
 */

/** The element the deferred links and module script wait in. */
export const LATER_TEMPLATE_ID = "nk-later-scripts";

/**
 * Longest wait for `load`, in ms after the document was parsed: a picture that
 * hangs must not keep the steppers and the cart panel from waking up.
 */
export const LOAD_WAIT_CAP_MS = 3_000;

// One top-level tag of `<Scripts>`' output: a link, or a script with its body
// (Remix escapes `<` in what it inlines, so a body never holds `</script>`).
const TAG = /<link\b[^>]*>|<script\b([^>]*)>[\s\S]*?<\/script>/g;

/** Deferred nodes moved into the document per task: each `modulepreload` costs the browser about 0.3 ms to start. */
export const NODES_PER_TASK = 6;

/**
 * The inline script that wakes the deferred scripts: once, on `load` or at the
 * latest LOAD_WAIT_CAP_MS after the document was parsed. The module script
 * goes first, so its imports start at once; the preloads for the deeper modules
 * follow NODES_PER_TASK at a time, so that no task is long on a slow phone.
 * Cloned template content runs (scripts parsed into a template never have),
 * and the clones keep the nonce, so the Content-Security-Policy accepts them.
 */
export function wakeScript(): string {
  return (
    `(function(){var done=false;function go(){if(done)return;done=true;` +
    `var t=document.getElementById(${JSON.stringify(LATER_TEMPLATE_ID)});if(!t)return;` +
    `var box=t.parentNode,nodes=[].slice.call(document.importNode(t.content,true).childNodes);` +
    `nodes.sort(function(a,b){return (b.nodeName==="SCRIPT")-(a.nodeName==="SCRIPT")});` +
    `(function next(){nodes.splice(0,${NODES_PER_TASK}).forEach(function(n){box.appendChild(n)});if(nodes.length)setTimeout(next,0)})()}` +
    `if(document.readyState==="complete")go();else{addEventListener("load",go,{once:true});` +
    `setTimeout(go,${LOAD_WAIT_CAP_MS})}})()`
  );
}

/** ` nonce="…"` for an inline script the server writes (only the characters a nonce is made of), or nothing. */
export const nonceAttribute = (nonce: string) => (nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, "")}"` : "");

/**
 * `<Scripts>`' markup with its module work deferred to after load; the markup
 * unchanged when it holds anything this does not recognise (a future Remix
 * writing other tags), so hydration is never lost, only not deferred.
 */
export function deferModuleScripts(markup: string, nonce: string): string {
  const now: string[] = [];
  const later: string[] = [];
  let consumed = 0;
  for (const match of markup.matchAll(TAG)) {
    if (match.index !== consumed) return markup;
    consumed += match[0].length;
    const attributes = match[1];
    // A classic script (no type) runs now; links and module scripts wait.
    if (attributes !== undefined && !/\btype=/.test(attributes)) now.push(match[0]);
    else later.push(match[0]);
  }
  if (consumed !== markup.length || later.length === 0) return markup;
  return (
    now.join("") +
    `<template id="${LATER_TEMPLATE_ID}">${later.join("")}</template>` +
    `<script${nonceAttribute(nonce)}>${wakeScript()}</script>`
  );
}
