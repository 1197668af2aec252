/**
 * Operator settings (docs/rules.md#operator-settings): fees, print prices and print limits, read from the
 * database through here and nowhere else, and the operator's commands (`npm run ops -- settings …`).
 *
 * Bills, the cart and the print pages read them on every request, so each process keeps one copy until an
 * operator changes a value; the change is announced like a catalogue change (docs/decisions/023-several-processes.md,
 * as feature flags do), so it holds from the next request in this process and as soon as the others hear it,
 * and shared pages that show a price are rendered again.
 */
import {
  OPERATOR_SETTINGS,
  defaultSettingValues,
  formatSettingValue,
  operatorSettingDef,
  parseSettingText,
  resolveOperatorSettings,
  unknownSettingMessage,
  type OperatorSettings,
} from "~/lib/operator-settings";
import { formatTable } from "~/lib/text-table";
import type { Db, Tx } from "~/models/db.server";
import { allSettingRows, insertMissingSettings, upsertSetting } from "~/models/operator-settings.server";
import { perDatabaseCache } from "./cache.server";
import { announceCatalogueChanged, onCatalogueChanged } from "./catalogue-changes.server";

/** How long a process trusts its copy without hearing of a change: only one that missed the notice waits this long. */
const SETTINGS_TTL_MS = 60_000;

let stored: ReturnType<typeof perDatabaseCache<OperatorSettings, Db>> | undefined;

/** The settings in force: stored values over today's defaults (a key never stored has its default). */
export function operatorSettings(db: Db): Promise<OperatorSettings> {
  stored ??= perDatabaseCache<OperatorSettings, Db>({ ttlMs: SETTINGS_TTL_MS, maxEntries: 1, clearOn: onCatalogueChanged });
  return stored(db, "all", async () => {
    const { settings, invalid } = resolveOperatorSettings(await allSettingRows(db));
    if (invalid.length) console.warn(`Operator settings ${invalid.join(", ")} are not valid in the database; their defaults apply.`);
    return settings;
  });
}

/**
 * The settings read now, inside a transaction (placing an order): the figures the order is charged, without
 * the cache's up-to-a-minute lag in a process that missed a change notice. Once per order, not per page.
 */
export async function readOperatorSettings(conn: Db | Tx): Promise<OperatorSettings> {
  return resolveOperatorSettings(await allSettingRows(conn)).settings;
}

/**
 * Every start: the settings the database lacks are written with today's figures (a new store, a data
 * directory from before settings existed, a key added later). A stored value is never overwritten.
 */
export async function seedOperatorSettings(db: Db): Promise<number> {
  return insertMissingSettings(db, defaultSettingValues());
}

// ---------------------------------------------------------------- the operator's commands

export type SettingsResult = { ok: true; message: string } | { ok: false; error: string };

/** `settings list`: every setting, its value, and who set it when. */
export async function listSettings(db: Db): Promise<SettingsResult> {
  const rows = await allSettingRows(db);
  const { settings, invalid } = resolveOperatorSettings(rows);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const table = [
    ["SETTING", "VALUE", "SET BY", "WHEN", "WHAT"],
    ...OPERATOR_SETTINGS.map((d) => {
      const row = byKey.get(d.key);
      const value = formatSettingValue(d.key, settings) + (invalid.includes(d.key) ? " (stored value invalid: default)" : "");
      return [d.key, value, row?.updatedBy ?? "default", row ? row.updatedAt.toISOString() : "-", d.name];
    }),
  ];
  return { ok: true, message: `${formatTable(table)}\n\nChange one with: npm run ops -- settings set <SETTING> <VALUE>` };
}

/** `settings set KEY VALUE`: checked, stored with who and when, and in force from the next request everywhere. */
export async function setSetting(db: Db, key: string, text: string, by: string, now = new Date()): Promise<SettingsResult> {
  if (!operatorSettingDef(key)) return { ok: false, error: unknownSettingMessage(key) };
  const parsed = parseSettingText(key, text);
  if (!parsed.ok) return parsed;
  await upsertSetting(db, key, parsed.value, by, now);
  stored?.clear(db);
  try {
    await announceCatalogueChanged(db);
  } catch (error) {
    // Written and in force here; other processes read it again within SETTINGS_TTL_MS.
    console.warn(`Could not announce a settings change: ${error instanceof Error ? error.message : String(error)}`);
  }
  const settings = await operatorSettings(db);
  return { ok: true, message: `${key} is ${formatSettingValue(key, settings)} from the next request.` };
}
