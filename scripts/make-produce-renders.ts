/**
 * Makes the demo's produce renders (app/services/seed/data/produce-renders/, see its README.md) from the npm
 * package `@lobehub/fluent-emoji-3d` 1.1.0 (Microsoft Fluent Emoji 3D, MIT), once: the WebP files are
 * committed, so neither the store nor its install needs the 17.7 MB package (docs/decisions/018-stored-product-images.md).
 *
 *   cd /tmp && npm pack @lobehub/fluent-emoji-3d@1.1.0 && tar xzf lobehub-fluent-emoji-3d-1.1.0.tgz
 *   npx tsx scripts/make-produce-renders.ts /tmp/package
 *
 * COPIED renders are the package's files byte for byte, named by their Fluent Emoji name. DERIVED ones are made
 * here for produce the set has no picture of, because a wrong object is worse than none (docs/rules.md#images):
 * the same object in its real colour (a green chilli, a white button mushroom), a fruit cut in half showing its
 * flesh (a dragon fruit, a litchi), or a few renders side by side for a mix.
 */
import fs from "node:fs";
import path from "node:path";
import url from "node:url";
import sharp, { type Sharp } from "sharp";

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), "..");
const OUT = path.join(root, "app/services/seed/data/produce-renders");
const SIZE = 256;

/** Renders used as they come (the seed's products name them by icon or by `render`). */
const COPIED = [
  "avocado",
  "banana",
  "basket",
  "bell-pepper",
  "blueberries",
  "broccoli",
  "broom",
  "carrot",
  "coconut",
  "crab",
  "cucumber",
  "cut-of-meat",
  "ear-of-corn",
  "egg",
  "eggplant",
  "fish",
  "garlic",
  "ginger-root",
  "grapes",
  "green-apple",
  "green-salad",
  "herb",
  "kiwi-fruit",
  "leaf-fluttering-in-wind",
  "leafy-green",
  "lemon",
  "lotus",
  "mango",
  "meat-on-bone",
  "melon",
  "nest-with-eggs",
  "onion",
  "pea-pod",
  "peach",
  "pear",
  "pineapple",
  "potato",
  "poultry-leg",
  "red-apple",
  "roasted-sweet-potato",
  "rose",
  "seedling",
  "shamrock",
  "shrimp",
  "strawberry",
  "tangerine",
  "tomato",
  "watermelon",
];

type Hsl = [hue: number, saturation: number, lightness: number];
/**
 * Pixels whose hue (degrees; a range may wrap past 360), saturation and lightness fall in range, and that lie
 * `where` the rule says, take `to`; the first rule that matches wins.
 */
interface Rule {
  hue?: [number, number];
  sat?: [number, number];
  light?: [number, number];
  where?: (x: number, y: number) => boolean;
  to: (hsl: Hsl) => Hsl;
}

/** A picture made from the package's: recoloured, pixels kept by a test, or parts placed side by side. */
type Recipe =
  | { from: string | Recipe; recolour: Rule[] }
  | { from: string | Recipe; keep: (hsl: Hsl, x: number, y: number) => boolean }
  | { parts: Part[] }
  | { svg: string };
/** A part's width and centre as fractions of the square, its top too; trimmed to its own box first. */
interface Part {
  from: string | Recipe;
  width: number;
  cx: number;
  top: number;
  /** Degrees clockwise, then mirrored left to right when `flop`. */
  rotate?: number;
  flop?: boolean;
  /** Scaled to fit a `width` square and centred in the picture (`top` unused), rather than to `width` across. */
  inside?: boolean;
}

/**
 * Product cards print the discount over the picture's top left and the diet mark over its lower left
 * (app/tailwind.css, .card-body): what tells a product apart (a pomegranate's crown, a citrus leaf, a
 * cauliflower's stalk) is turned or mirrored to the right, where it stays in sight.
 */
const toTheRight = (from: Recipe, rotate = 0): Recipe => ({
  parts: [{ from, width: 0.94, cx: 0.5, top: 0, rotate, flop: rotate === 0, inside: true }],
});

const clamp = (v: number) => Math.min(1, Math.max(0, v));
/** Lightness pulled towards white, keeping the shading (white flesh, a white radish). */
const pale = (l: number, floor: number) => floor + (1 - floor) * l;

/** The kiwi's cut face: a disc of about 100 px around (115, 115), measured on the package's render. */
const onFace = (x: number, y: number) => (x - 115) ** 2 + (y - 115) ** 2 <= 97 ** 2;

/** A kiwi cut in half, recoloured region by region: core (pale green), flesh (green), seeds (the rest of the face), skin. */
function halved(colours: { seed: Rule["to"]; core: Rule["to"]; flesh: Rule["to"]; skin: Rule["to"] }): Recipe {
  return {
    from: "kiwi-fruit",
    recolour: [
      { hue: [50, 110], light: [0.62, 1], to: colours.core },
      { hue: [50, 110], to: colours.flesh },
      { where: onFace, to: colours.seed },
      { to: colours.skin },
    ],
  };
}

/**
 * A pomegranate's crown (the calyx: a short tube with pointed sepals), which no render has and which tells a
 * pomegranate from a red apple or a tomato: drawn, shaded like the renders.
 */
const POMEGRANATE_CROWN = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="160" viewBox="0 0 100 80">
  <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#5c0a17"/><stop offset="0.5" stop-color="#c02844"/><stop offset="1" stop-color="#6a0d1b"/></linearGradient></defs>
  <path d="M30 80 L31 34 Q20 20 14 8 Q30 18 38 26 Q40 12 44 2 Q48 16 50 24 Q52 16 56 2 Q60 12 62 26 Q70 18 86 8 Q80 20 69 34 L70 80 Z" fill="url(#g)"/>
  <ellipse cx="50" cy="31" rx="17" ry="4.5" fill="#3d0510"/>
</svg>`;

const beet: Recipe = { from: "onion", recolour: [{ hue: [300, 60], to: ([, s, l]) => [338, clamp(s * 1.1 + 0.1), l * 0.48] }] };
const marigold: Recipe = {
  from: "blossom",
  recolour: [
    { hue: [220, 320], to: ([, , l]) => [34, 1, l * 0.66] },
    { hue: [0, 45], to: ([, s, l]) => [22, s, l * 0.75] },
  ],
};
const cauliflower: Recipe = { from: "broccoli", recolour: [{ hue: [128, 230], to: ([, s, l]) => [45, s * 0.4, pale(l, 0.64)] }] };

const DERIVED: Record<string, Recipe> = {
  // The same object in the colour it is sold in.
  "green-chilli": { from: "hot-pepper", recolour: [{ hue: [280, 45], to: ([, s, l]) => [112, s * 0.75, l * 0.95] }] },
  "red-capsicum": { from: "bell-pepper", recolour: [{ hue: [68, 230], to: ([, s, l]) => [358, clamp(s * 2.6 + 0.25), l * 1.05] }] },
  "yellow-capsicum": {
    from: "bell-pepper",
    recolour: [{ hue: [68, 230], to: ([, s, l]) => [45, clamp(s * 2.6 + 0.45), clamp(l * 1.35)] }],
  },
  "green-grapes": { from: "grapes", recolour: [{ hue: [200, 320], to: ([, s, l]) => [80, clamp(s * 1.4 + 0.15), clamp(l * 1.2 + 0.06)] }] },
  mosambi: toTheRight({ from: "tangerine", recolour: [{ hue: [290, 56], to: ([, s, l]) => [64, s * 0.8, l * 1.02] }] }),
  "button-mushroom": { from: "mushroom", recolour: [{ to: ([, s, l]) => [35, s * 0.25, pale(l, 0.45)] }] },
  cauliflower: toTheRight(cauliflower),
  "white-radish": { from: "carrot", recolour: [{ hue: [330, 50], to: ([, s, l]) => [40, s * 0.15, pale(l, 0.55)] }] },
  plum: { from: "peach", recolour: [{ hue: [290, 55], to: ([, s, l]) => [318, s * 0.75, l * 0.5] }] },
  // The melon's ribs and curled stalk, in orange: a pumpkin without the jack-o'-lantern's face.
  pumpkin: { from: "melon", recolour: [{ light: [0.36, 1], to: ([, s, l]) => [27, clamp(s * 1.4 + 0.45), l * 0.95] }] },
  marigold,
  // A black olive's size and gloss, in the fruit's violet.
  jamun: { from: "olive", recolour: [{ to: ([, s, l]) => [280, clamp(s * 0.5 + 0.25), l * 0.55] }] },
  // Fruit cut in half: the flesh is what tells them apart.
  "dragon-fruit": halved({
    seed: ([, , l]) => [0, 0, l * 0.35],
    core: ([, , l]) => [60, 0.05, pale(l, 0.7)],
    flesh: ([, , l]) => [60, 0.05, pale(l, 0.65)],
    skin: ([, s, l]) => [325, clamp(s * 2 + 0.45), clamp(l * 1.15)],
  }),
  papaya: halved({
    seed: ([, , l]) => [0, 0, l * 0.3],
    core: ([, , l]) => [18, 0.8, l * 0.62],
    flesh: ([, s, l]) => [26, clamp(s * 1.2), l],
    skin: ([, s, l]) => [72, clamp(s * 1.5 + 0.25), clamp(l * 1.05)],
  }),
  guava: halved({
    seed: () => [42, 0.5, 0.78],
    core: ([, s, l]) => [352, s * 0.6, l * 0.95],
    flesh: ([, s, l]) => [354, s * 0.85, clamp(l * 1.08)],
    skin: ([, s, l]) => [85, clamp(s * 1.5 + 0.25), clamp(l * 1.2)],
  }),
  litchi: halved({
    seed: () => [55, 0.06, 0.9],
    core: ([, , l]) => [22, 0.55, l * 0.4],
    flesh: ([, , l]) => [55, 0.06, pale(l, 0.65)],
    skin: ([, s, l]) => [355, clamp(s * 2 + 0.35), clamp(l * 1.05)],
  }),
  "custard-apple": halved({
    seed: ([, , l]) => [0, 0, l * 0.3],
    core: ([, , l]) => [48, 0.18, pale(l, 0.72)],
    flesh: ([, , l]) => [48, 0.18, pale(l, 0.66)],
    skin: ([, s, l]) => [88, clamp(s * 1.5 + 0.15), clamp(l * 1.1)],
  }),
  // Whole produce put together from parts: a beet-red bulb under the carrot's leaves, a round red fruit
  // under a drawn crown.
  beetroot: toTheRight(
    {
      parts: [
        { from: { from: "carrot", keep: ([h, s]) => h >= 50 && h <= 120 && s > 0.2 }, width: 0.42, cx: 0.55, top: 0, rotate: -40 },
        { from: { from: beet, keep: (_, _x, y) => y > 40 }, width: 0.72, cx: 0.5, top: 0.26 },
      ],
    },
    30,
  ),
  pomegranate: toTheRight(
    {
      parts: [
        { from: { svg: POMEGRANATE_CROWN }, width: 0.36, cx: 0.5, top: 0.02 },
        {
          from: {
            from: { from: "tangerine", recolour: [{ hue: [280, 57], to: ([, s, l]) => [350, s * 0.8, l * 0.66] }] },
            keep: ([h]) => !(h > 57 && h <= 120),
          },
          width: 0.8,
          cx: 0.5,
          top: 0.19,
        },
      ],
    },
    35,
  ),
  // Mixes: the vegetables that go in, side by side.
  "pulao-vegetable-mix": {
    parts: [
      { from: "pea-pod", width: 0.56, cx: 0.31, top: 0.08 },
      { from: "carrot", width: 0.58, cx: 0.68, top: 0.02 },
      { from: cauliflower, width: 0.5, cx: 0.48, top: 0.44 },
    ],
  },
  "sambar-vegetable-mix": {
    parts: [
      { from: "eggplant", width: 0.6, cx: 0.32, top: 0.04 },
      { from: "carrot", width: 0.56, cx: 0.68, top: 0.02 },
      { from: "tomato", width: 0.44, cx: 0.28, top: 0.52 },
      { from: "onion", width: 0.4, cx: 0.72, top: 0.5 },
    ],
  },
  "cut-fruit": {
    parts: [
      { from: "watermelon", width: 0.58, cx: 0.31, top: 0.08 },
      { from: "pineapple", width: 0.46, cx: 0.7, top: 0.02 },
      { from: "kiwi-fruit", width: 0.5, cx: 0.48, top: 0.46 },
    ],
  },
  "puja-flowers": {
    parts: [
      { from: "hibiscus", width: 0.58, cx: 0.31, top: 0.06 },
      { from: "rose", width: 0.46, cx: 0.7, top: 0.02 },
      { from: marigold, width: 0.46, cx: 0.48, top: 0.46 },
    ],
  },
};

// ---- Reading the package. ----

const packageDir = process.argv[2];
if (!packageDir || !fs.existsSync(path.join(packageDir, "assets"))) {
  console.error("usage: npx tsx scripts/make-produce-renders.ts <unpacked @lobehub/fluent-emoji-3d 1.1.0 folder>");
  process.exit(2);
}
/** Fluent Emoji names by codepoint, as the flat set the catalogue's icons come from spells them. */
const chars: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(root, "node_modules/@iconify-json/fluent-emoji-flat/chars.json"), "utf8"),
);
const codepoints = new Map<string, string>();
for (const [codepoint, name] of Object.entries(chars)) if (!codepoints.has(name)) codepoints.set(name, codepoint);

function assetFile(name: string): string {
  const codepoint = codepoints.get(name);
  if (!codepoint) throw new Error(`${name} is not a Fluent Emoji name`);
  const bare = codepoint.replace(/-fe0f$/, "");
  for (const candidate of [codepoint, `${bare}-fe0f`, bare]) {
    const file = path.join(packageDir!, "assets", `${candidate}.webp`);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`the package has no render of ${name} (${codepoint})`);
}

// ---- Pixels. ----

function toHsl(r: number, g: number, b: number): Hsl {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [h * 60, s, l];
}

function toRgb([h, s, l]: Hsl): [number, number, number] {
  const hue = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = (t + 1) % 1;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255];
}

const within = (v: number, range: [number, number] | undefined) =>
  !range || (range[0] <= range[1] ? v >= range[0] && v <= range[1] : v >= range[0] || v <= range[1]);

async function pixels(image: Sharp) {
  return image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
}

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/** The recipe's picture as a 256 px square PNG with transparency. */
async function make(recipe: string | Recipe): Promise<Buffer> {
  if (typeof recipe === "string") return sharp(assetFile(recipe)).resize(SIZE, SIZE).png().toBuffer();
  if ("svg" in recipe) return sharp(Buffer.from(recipe.svg)).png().toBuffer();
  if ("parts" in recipe) {
    const layers = [];
    for (const part of recipe.parts) {
      let picture = await sharp(await make(part.from))
        .trim({ threshold: 1 })
        .toBuffer();
      if (part.rotate) picture = await sharp(picture).rotate(part.rotate, { background: transparent }).trim({ threshold: 1 }).toBuffer();
      if (part.flop) picture = await sharp(picture).flop().toBuffer();
      const box = Math.round(part.width * SIZE);
      picture = await sharp(picture)
        .resize(part.inside ? { width: box, height: box, fit: "inside" } : { width: box })
        .toBuffer();
      const { width = 0, height = 0 } = await sharp(picture).metadata();
      const left = Math.round(part.cx * SIZE - width / 2);
      const top = part.inside ? Math.round((SIZE - height) / 2) : Math.round(part.top * SIZE);
      // What falls outside the square is cut off.
      const cut = { left: Math.max(0, -left), top: Math.max(0, -top) };
      picture = await sharp(picture)
        .extract({
          ...cut,
          width: Math.min(width - cut.left, SIZE - Math.max(0, left)),
          height: Math.min(height - cut.top, SIZE - Math.max(0, top)),
        })
        .toBuffer();
      layers.push({ input: picture, left: Math.max(0, left), top: Math.max(0, top) });
    }
    return sharp({ create: { width: SIZE, height: SIZE, channels: 4, background: transparent } })
      .composite(layers)
      .png()
      .toBuffer();
  }
  const { data, info } = await pixels(sharp(await make(recipe.from)));
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] === 0) continue;
    const hsl = toHsl(data[i]!, data[i + 1]!, data[i + 2]!);
    const x = (i / 4) % info.width;
    const y = Math.floor(i / 4 / info.width);
    if ("keep" in recipe) {
      if (!recipe.keep(hsl, x, y)) data[i + 3] = 0;
      continue;
    }
    const rule = recipe.recolour.find(
      (r) => within(hsl[0], r.hue) && within(hsl[1], r.sat) && within(hsl[2], r.light) && (!r.where || r.where(x, y)),
    );
    if (!rule) continue;
    const [h, s, l] = rule.to(hsl);
    const [r, g, b] = toRgb([h, clamp(s), clamp(l)]);
    data[i] = Math.round(r);
    data[i + 1] = Math.round(g);
    data[i + 2] = Math.round(b);
  }
  return sharp(data, { raw: info }).png().toBuffer();
}

for (const name of COPIED) fs.copyFileSync(assetFile(name), path.join(OUT, `${name}.webp`));
for (const [name, recipe] of Object.entries(DERIVED)) {
  await sharp(await make(recipe))
    .webp({ quality: 90, alphaQuality: 100, effort: 6 })
    .toFile(path.join(OUT, `${name}.webp`));
}
const kept = new Set([...COPIED, ...Object.keys(DERIVED)].map((name) => `${name}.webp`));
const stale = fs.readdirSync(OUT).filter((file) => file.endsWith(".webp") && !kept.has(file));
for (const file of stale) fs.rmSync(path.join(OUT, file));
console.log(`${COPIED.length} copied, ${Object.keys(DERIVED).length} derived${stale.length ? `, removed ${stale.join(", ")}` : ""}`);
