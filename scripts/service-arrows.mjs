#!/usr/bin/env node
/**
 * The arrows between service folders (docs/architecture.md#services): which folder of app/services imports which,
 * type imports included, and the loops they make (strongly connected folders). `node scripts/service-arrows.mjs`
 * prints the count of folders and arrows, each loop with the arrows inside it, and any arrow out of platform/ (the
 * foundation: none expected) or into boot/ (the wiring: none expected from another service; lint refuses it too).
 * A measure for reviews, not a test: moving a shared type one folder down is how a loop gets smaller.
 */
import fs from "node:fs";
import path from "node:path";

const servicesDir = path.resolve("app/services");
const folders = fs.readdirSync(servicesDir).filter((name) => fs.statSync(path.join(servicesDir, name)).isDirectory());
const arrows = new Map();

/** The service folder an import lands in, or null (a package, lib, models, or the same folder). */
function targetFolder(file, specifier) {
  if (specifier.startsWith("~/services/")) return specifier.split("/")[2] ?? null;
  if (!specifier.startsWith(".")) return null;
  const relative = path.relative(servicesDir, path.resolve(path.dirname(file), specifier));
  return relative.startsWith("..") ? null : relative.split(path.sep)[0];
}

function walk(dir, folder) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file, folder);
    else if (/\.tsx?$/.test(entry.name)) {
      for (const [, specifier] of fs.readFileSync(file, "utf8").matchAll(/(?:from|import\()\s*"([^"]+)"/g)) {
        const target = targetFolder(file, specifier);
        if (target && target !== folder && folders.includes(target)) arrows.set(`${folder} → ${target}`, [folder, target]);
      }
    }
  }
}
for (const folder of folders) walk(path.join(servicesDir, folder), folder);

// Tarjan's strongly connected components: folders that reach each other make one loop.
const next = new Map(folders.map((folder) => [folder, []]));
for (const [from, to] of arrows.values()) next.get(from).push(to);
let counter = 0;
const stack = [];
const onStack = new Set();
const index = new Map();
const low = new Map();
const loops = [];
function connect(folder) {
  index.set(folder, counter);
  low.set(folder, counter++);
  stack.push(folder);
  onStack.add(folder);
  for (const to of next.get(folder)) {
    if (!index.has(to)) {
      connect(to);
      low.set(folder, Math.min(low.get(folder), low.get(to)));
    } else if (onStack.has(to)) low.set(folder, Math.min(low.get(folder), index.get(to)));
  }
  if (low.get(folder) !== index.get(folder)) return;
  const loop = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    loop.push(member);
  } while (member !== folder);
  if (loop.length > 1) loops.push(loop.sort());
}
for (const folder of folders) if (!index.has(folder)) connect(folder);

console.log(`${folders.length} service folders, ${arrows.size} arrows between them.`);
for (const loop of loops) {
  const inside = [...arrows.keys()].filter((key) => loop.includes(arrows.get(key)[0]) && loop.includes(arrows.get(key)[1]));
  console.log(`A loop of ${loop.length} folders (${loop.join(", ")}), ${inside.length} arrows inside:\n  ${inside.sort().join("\n  ")}`);
}
const fromPlatform = [...arrows.keys()].filter((key) => arrows.get(key)[0] === "platform");
const intoBoot = [...arrows.keys()].filter((key) => arrows.get(key)[1] === "boot");
console.log(`Out of platform/: ${fromPlatform.join(", ") || "none"}. Into boot/: ${intoBoot.join(", ") || "none"}.`);
