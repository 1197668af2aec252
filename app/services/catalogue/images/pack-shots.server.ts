/**
 * Generated pack shots (docs/decisions/017-pack-shots.md): the front of the pack in the brand's colour
 * with brand, name and size printed on it, and the back label with the Legal Metrology declarations
 * (docs/rules.md#catalogue). Plain SVG with system fonts, a few KB each.
 */
import type { ProductDetails, ProductHighlight } from "~/lib/views/catalogue";
import { formatPaise } from "~/lib/money";
import { escapeXml } from "~/lib/xml";
import { embedIcon, getIcon, ID_PREFIX } from "./emoji-icons.server";
import { mix, normalizeHex, relativeLuminance } from "./image-colours.server";
import { fitText, type FittedText } from "./pack-text.server";
import { PACK_GEOMETRY, type Box } from "./pack-shapes.server";
import type { PackType } from "./pack-types.server";

export interface PackShotInput {
  pack: PackType;
  /** Full product name as listed ("Amul Toned Fresh Milk"); the brand prefix is printed once. */
  name: string;
  brand: string;
  brandColor: string;
  unit: string;
  mrp: number;
  icon: string;
  background: string;
  highlights: ProductHighlight[];
  details: ProductDetails;
}

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',Helvetica,Arial,sans-serif";
const SVG_OPEN = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" font-family="${FONT}">`;
/** Icons that are abstract shapes, not the product: never printed on a pack. */
const NOT_A_PICTURE = new Set([
  "white-large-square",
  "brown-square",
  "black-circle",
  "orange-circle",
  "crown",
  "child",
  "mountain",
  "sun",
  "cloud",
  "rainbow",
  "sparkles",
  "cyclone",
  "tulip",
  "wind-face",
  "slightly-smiling-face",
  // Containers and tools: the pack itself shows the container.
  "jar",
  "beverage-box",
  "canned-food",
  "lotion-bottle",
  "hair-pick",
]);

/** The name without its leading brand ("Amul Toned Fresh Milk" → "Toned Fresh Milk"). */
export function lineName(name: string, brand: string): string {
  return name.startsWith(`${brand} `) ? name.slice(brand.length + 1) : name;
}

/** Ink for the brand's colour on white: dark enough to read (WCAG AA large text). */
function inkOn(color: string): string {
  let ink = `#${color}`;
  for (let t = 0.2; relativeLuminance(ink) > 0.18 && t <= 1; t += 0.2) ink = mix(color, "000000", t);
  return ink;
}

function textLines(fit: FittedText, x: number, y: number, attrs: string, lineHeight = 1.18): string {
  return fit.lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${Math.round(y + i * fit.size * lineHeight)}" ${attrs} font-size="${fit.size}">${escapeXml(line)}</text>`,
    )
    .join("");
}

function backdrop(bg: string, groundY: number, groundRx: number): string {
  const p = ID_PREFIX;
  return (
    `<defs><radialGradient id="${p}-bg" cx="50%" cy="40%" r="72%"><stop offset="0" stop-color="${mix(bg, "ffffff", 0.55)}"/>` +
    `<stop offset="1" stop-color="#${bg}"/></radialGradient>` +
    `<radialGradient id="${p}-sh"><stop offset="0" stop-color="#000" stop-opacity=".26"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="400" height="400" rx="48" fill="url(#${p}-bg)"/>` +
    `<ellipse cx="200" cy="${groundY}" rx="${groundRx}" ry="14" fill="url(#${p}-sh)"/>`
  );
}

function colours(brandColor: string) {
  const body = normalizeHex(brandColor, "475569");
  return {
    body: `#${body}`,
    dark: mix(body, "000000", 0.25),
    light: mix(body, "ffffff", 0.3),
    pale: mix(body, "ffffff", 0.88),
    ink: inkOn(body),
  };
}

function packArt(input: PackShotInput) {
  const geo = PACK_GEOMETRY[input.pack];
  const c = colours(input.brandColor);
  const art = geo.art.replaceAll("{body}", c.body).replaceAll("{dark}", c.dark).replaceAll("{light}", c.light).replaceAll("{pale}", c.pale);
  return { geo, c, art };
}

/** The front: pack shape in the brand colour, a white label with brand, illustration, name and size. */
export function renderPackFront(input: PackShotInput): string {
  const { geo, c, art } = packArt(input);
  const bg = normalizeHex(input.background, "f1f5f9");
  const l: Box = geo.label;
  const pad = 8;
  const inner = l.w - pad * 2;
  const cx = l.x + l.w / 2;
  // The brand on one line if it reads at 12 px or more, else on two.
  const oneLine = fitText(input.brand.toUpperCase(), inner, { maxLines: 1, max: 22, min: 12, caps: true });
  const brand =
    oneLine.lines.length === 1 && !oneLine.lines[0]!.endsWith("…")
      ? oneLine
      : fitText(input.brand.toUpperCase(), inner, { maxLines: 2, max: 16, min: 10, caps: true });
  let name = fitText(lineName(input.name, input.brand), inner, { maxLines: 3, max: 17, min: 10, bold: true });
  const size = fitText(input.unit, inner - 16, { maxLines: 1, max: 15, min: 9, bold: true });
  const pillH = size.size + 12;
  const pillW = Math.min(inner, Math.round(size.lines[0]!.length * size.size * 0.6 + 20));

  let y = l.y + pad + brand.size;
  let out = textLines(brand, cx, y, `text-anchor="middle" font-weight="800" fill="${c.ink}" letter-spacing=".5"`);
  y += (brand.lines.length - 1) * brand.size * 1.18 + 6;
  out += `<rect x="${l.x + pad}" y="${y}" width="${inner}" height="3" rx="1.5" fill="${c.body}"/>`;
  y += 9;
  // The variant: the first key fact ("Fat: 3%", "Flavour: Salted"), when the label has room for it.
  const fact = input.highlights.find((h) => h.label !== "Pack size");
  const roomFor = (blockH: number) => l.y + l.h - pad - pillH - 6 - blockH - y;
  // A small label shrinks the name until it clears the size.
  for (let max = name.size - 1; max >= 10 && roomFor(name.lines.length * name.size * 1.18) < 0; max -= 1)
    name = fitText(lineName(input.name, input.brand), inner, { maxLines: 3, max, min: 10, bold: true });
  const fitted = fact ? fitText(`${fact.label}: ${fact.value}`, inner, { maxLines: 1, max: 11, min: 9 }) : null;
  const variant = fitted && roomFor(name.lines.length * name.size * 1.18 + fitted.size + 5) >= 4 ? fitted : null;
  const nameH = name.lines.length * name.size * 1.18 + (variant ? variant.size + 5 : 0);
  const room = roomFor(nameH);
  // A tray holds produce the emoji set has no picture of: its icon would be the wrong object.
  const icon = input.pack === "tray" || NOT_A_PICTURE.has(input.icon) ? undefined : getIcon(input.icon);
  if (icon && room >= 36) {
    const s = Math.min(room - 6, inner * 0.62, 96);
    out += embedIcon(icon, `${ID_PREFIX}a-`, Math.round(cx - s / 2), Math.round(y + (room - s) / 2), Math.round(s));
    y += room;
  } else y += Math.max(0, room / 2);
  out += textLines(name, cx, y + name.size * 0.9, `text-anchor="middle" font-weight="700" fill="#1f2937"`);
  if (variant) {
    const vy = y + name.lines.length * name.size * 1.18 + variant.size * 0.9 + 3;
    out += textLines(variant, cx, vy, `text-anchor="middle" fill="#4b5563"`);
  }
  const pillY = l.y + l.h - pad - pillH;
  out +=
    `<rect x="${cx - pillW / 2}" y="${pillY}" width="${pillW}" height="${pillH}" rx="${pillH / 2}" fill="${c.ink}"/>` +
    `<text x="${cx}" y="${pillY + pillH / 2 + size.size * 0.36}" text-anchor="middle" font-weight="700" fill="#fff" font-size="${size.size}">${escapeXml(size.lines[0] ?? "")}</text>`;

  return (
    SVG_OPEN +
    backdrop(bg, geo.groundY, geo.groundRx) +
    art +
    `<rect x="${l.x}" y="${l.y}" width="${l.w}" height="${l.h}" rx="8" fill="#fff"/>` +
    out +
    `</svg>`
  );
}

/**
 * The back label's lines, in the order a shopper reads them: the Legal Metrology declarations first, then
 * the ingredients (or a non-food pack's composition), then the product information and description.
 */
export function backLabelLines(input: PackShotInput): [string, string][] {
  const d = input.details;
  const facts = input.highlights.filter((h) => h.label !== "Pack size").map((h) => `${h.label}: ${h.value}`);
  return [
    ["Net quantity", d.netQuantity || input.unit],
    ["MRP", `${formatPaise(input.mrp)} (incl. of all taxes)`],
    ["Manufactured / packed by", d.manufacturer],
    ["Country of origin", d.countryOfOrigin],
    ...(d.fssaiLicence ? [["FSSAI Lic. No.", d.fssaiLicence] as [string, string]] : []),
    ...(d.shelfLife ? [["Best before", `${d.shelfLife} from packaging`] as [string, string]] : []),
    ["Customer care", d.customerCare],
    ...(d.ingredients ? [["Ingredients", d.ingredients] as [string, string]] : []),
    ...(facts.length ? [["Product information", facts.join(" · ")] as [string, string]] : []),
    ["About", d.description],
  ];
}

/** Lines a back label entry may take at most; a longer one is cut with "…". */
const BACK_LABEL_LINES: Record<string, number> = { Ingredients: 8 };
const BACK_FONT = { max: 12, min: 9, lineHeight: 1.3 } as const;

/**
 * One entry of the back label fitted into the room left above `bottom`: wrapped and shrunk to its line
 * budget, and when even that does not fit, cut with "…" to the lines there is room for (null: none).
 */
function fitBackEntry(text: string, width: number, maxLines: number, room: number): FittedText | null {
  const opts = { max: BACK_FONT.max, min: BACK_FONT.min };
  const fits = (fit: FittedText) => (fit.lines.length - 1) * fit.size * BACK_FONT.lineHeight <= room;
  const fit = fitText(text, width, { maxLines, ...opts });
  if (fits(fit)) return fit;
  for (let lines = Math.min(maxLines, Math.floor(room / (BACK_FONT.min * BACK_FONT.lineHeight)) + 1); lines >= 1; lines--) {
    const cut = fitText(text, width, { maxLines: lines, ...opts });
    if (fits(cut)) return cut;
  }
  return null;
}

/** The back: the label as a flat panel, brand strip on top, then the declarations. */
export function renderPackBack(input: PackShotInput): string {
  const { c } = packArt(input);
  const bg = normalizeHex(input.background, "f1f5f9");
  const x = 44;
  const w = 312;
  const head = fitText(`${input.brand} ${lineName(input.name, input.brand)}`, w - 24, { maxLines: 2, max: 16, min: 11, bold: true });
  const headH = head.lines.length * head.size * 1.18 + 18;
  let out =
    `<rect x="${x}" y="28" width="${w}" height="344" rx="10" fill="#fff" stroke="${c.dark}" stroke-width="2"/>` +
    `<path d="M${x} 38Q${x} 28 ${x + 10} 28H${x + w - 10}Q${x + w} 28 ${x + w} 38V${28 + headH}H${x}Z" fill="${c.ink}"/>` +
    textLines(head, x + 12, 28 + 9 + head.size * 0.9, `font-weight="700" fill="#fff"`);
  let y = 28 + headH + 16;
  const bottom = 362;
  for (const [label, value] of backLabelLines(input)) {
    if (y > bottom) break;
    const fit = fitBackEntry(`${label}: ${value}`, w - 24, BACK_LABEL_LINES[label] ?? 4, bottom - y);
    if (!fit) break;
    const lineH = fit.size * BACK_FONT.lineHeight;
    const lines = fit.lines;
    out += lines
      .map((line, i) => {
        const text = escapeXml(line);
        // The label word is bold on the first line.
        const bold =
          i === 0 && line.startsWith(`${label}:`)
            ? `<tspan font-weight="700">${escapeXml(label)}:</tspan>${escapeXml(line.slice(label.length + 1))}`
            : text;
        return `<text x="${x + 12}" y="${Math.round(y + i * lineH)}" font-size="${fit.size}" fill="#1f2937">${bold}</text>`;
      })
      .join("");
    y += lines.length * lineH + 5;
  }
  return SVG_OPEN + backdrop(bg, 384, 150) + out + `</svg>`;
}
