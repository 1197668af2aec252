/**
 * Which packaging a product comes in, for its generated pack shot
 * (docs/decisions/017-pack-shots.md): a pure function of the leaf category and
 * the product's name. Fresh produce, eggs and raw meat are sold loose and keep
 * their illustration ("produce").
 */

export const PACK_TYPES = ["pouch", "carton", "bottle", "jar", "packet", "box", "tin", "tube", "can", "tub", "tray"] as const;
export type PackType = (typeof PACK_TYPES)[number];
export type PackShape = PackType | "produce";

/** Leaf categories sold loose: fruit and vegetables, flowers, eggs, fresh meat and fish. */
const PRODUCE_CATEGORIES = new Set([101, 102, 103, 104, 105, 106, 107, 108, 143, 541, 542, 543]);

/**
 * Produce the emoji set has no picture of (it would show an onion for a beetroot, an apple for a
 * pomegranate, a red toadstool for button mushrooms, red chillies and purple grapes for green ones, a
 * tropical fish for pomfret): without a photo it is drawn in a labelled tray, so the name says what it is.
 * The demo seed gives every one a photo-like render of the right object instead (isLooseItem below).
 */
const NO_FAITHFUL_PICTURE =
  /mushroom|green chilli|red capsicum|yellow capsicum|green grapes|cabbage|chicken liver|keema|mince|seer fish|pomfret|beetroot|radish|mooli|pomegranate|dragon fruit|sitaphal|custard apple|jamun|litchi|guava|lady finger|bhindi|bottle gourd|lauki|pumpkin|kaddu|cauliflower|banana leaves|celery|french beans|sprouts|cut fruit|zucchini|papaya|mosambi|plum|tulsi|curry leaves|methi|sarson|marigold|puja flowers|vegetable mix|whole chicken|chicken wings/i;

/** The usual pack of each leaf (L1) category (ids: app/services/seed/data/catalogue.ts). */
const CATEGORY_PACKS: Record<number, PackType> = {
  141: "pouch",
  142: "packet",
  144: "packet",
  145: "tub",
  146: "box",
  147: "carton",
  148: "bottle",
  181: "packet",
  182: "packet",
  183: "packet",
  184: "packet",
  185: "packet",
  186: "packet",
  221: "bottle",
  222: "carton",
  223: "can",
  224: "bottle",
  225: "bottle",
  226: "bottle",
  227: "bottle",
  261: "packet",
  262: "packet",
  263: "box",
  264: "packet",
  265: "box",
  266: "packet",
  267: "packet",
  268: "packet",
  301: "packet",
  302: "tin",
  303: "tub",
  304: "packet",
  305: "box",
  306: "packet",
  307: "box",
  341: "packet",
  342: "packet",
  343: "packet",
  344: "packet",
  345: "packet",
  346: "box",
  347: "packet",
  381: "box",
  382: "box",
  383: "jar",
  384: "jar",
  385: "box",
  421: "packet",
  422: "packet",
  423: "packet",
  424: "packet",
  425: "packet",
  461: "packet",
  462: "box",
  463: "packet",
  464: "bottle",
  465: "tin",
  466: "packet",
  467: "packet",
  501: "bottle",
  502: "jar",
  503: "jar",
  504: "jar",
  505: "jar",
  506: "jar",
  544: "packet",
  545: "packet",
  581: "packet",
  582: "packet",
  583: "tub",
  584: "packet",
  585: "bottle",
  586: "box",
  621: "packet",
  622: "packet",
  623: "box",
  624: "bottle",
  625: "box",
  661: "box",
  662: "bottle",
  663: "box",
  664: "box",
  665: "bottle",
  666: "box",
  701: "packet",
  702: "bottle",
  703: "bottle",
  704: "bottle",
  705: "box",
  706: "packet",
  741: "box",
  742: "box",
  743: "box",
  744: "box",
  745: "box",
  746: "packet",
  781: "box",
  782: "bottle",
  783: "tube",
  784: "tube",
  785: "box",
  786: "packet",
  787: "box",
  821: "packet",
  822: "packet",
  823: "box",
  824: "packet",
  861: "packet",
  862: "packet",
  863: "packet",
  864: "box",
  901: "packet",
  902: "box",
  903: "box",
  904: "box",
  905: "box",
};

/** Exceptions by name within a category, first match wins: a UHT milk is a carton, a cola can a can. */
const NAME_OVERRIDES: Record<number, [RegExp, PackShape][]> = {
  141: [[/\b(uht|tetra)\b/i, "carton"]],
  144: [[/\btofu\b/i, "box"]],
  146: [[/\bspread\b/i, "jar"]],
  147: [
    [/condensed/i, "tin"],
    [/whitener|powder/i, "pouch"],
  ],
  148: [[/coffee|milkshake/i, "can"]],
  221: [[/\bcan\b/i, "can"]],
  222: [[/mango drink/i, "bottle"]],
  223: [[/sports drink/i, "bottle"]],
  224: [[/tonic|ginger ale/i, "can"]],
  225: [
    [/\bcan\b/i, "can"],
    [/coconut water/i, "carton"],
  ],
  226: [[/drink mix/i, "jar"]],
  261: [[/\bcup\b|ready to eat/i, "tub"]],
  264: [[/muesli/i, "box"]],
  265: [[/\bcup\b/i, "tub"]],
  266: [[/batter/i, "pouch"]],
  302: [[/soan papdi|kaju katli|milk cake|ladoo/i, "box"]],
  303: [[/cone|choco bar|stick/i, "packet"]],
  307: [[/syrup/i, "bottle"]],
  341: [[/butter cookies/i, "tin"]],
  346: [[/muffins|brownie/i, "packet"]],
  383: [
    [/filter coffee/i, "packet"],
    [/premix/i, "box"],
  ],
  463: [[/hing|asafoetida/i, "jar"]],
  465: [
    [/\bpouch\b/i, "pouch"],
    [/\ba2\b/i, "jar"],
  ],
  501: [[/chutney|pasta sauce|pizza sauce/i, "jar"]],
  502: [[/hummus/i, "tub"]],
  506: [
    [/vinegar/i, "bottle"],
    [/coconut milk|puree/i, "carton"],
  ],
  583: [[/creatine/i, "jar"]],
  586: [[/drops/i, "bottle"]],
  624: [
    [/soap/i, "box"],
    [/cream/i, "tube"],
  ],
  661: [
    [/spray/i, "can"],
    [/\bgel\b/i, "tube"],
    [/balm/i, "jar"],
  ],
  662: [
    [/vaporub|chyawanprash/i, "jar"],
    [/drops/i, "packet"],
    [/inhaler|kadha/i, "box"],
  ],
  663: [[/fruit salt|\bgel\b/i, "bottle"]],
  664: [
    [/liquid/i, "bottle"],
    [/cream/i, "tube"],
  ],
  701: [[/liquid/i, "bottle"]],
  702: [
    [/\bbar\b/i, "packet"],
    [/stain remover/i, "jar"],
  ],
  703: [
    [/\bbar\b|scrub/i, "packet"],
    [/tablets|powder/i, "box"],
  ],
  705: [
    [/spray/i, "can"],
    [/blocks/i, "packet"],
  ],
  706: [[/broom/i, "produce"]],
  743: [[/roll|towel/i, "packet"]],
  745: [[/oil/i, "bottle"]],
  781: [[/wash|sanitiser|talcum/i, "bottle"]],
  782: [[/colour/i, "box"]],
  783: [
    [/lotion|serum/i, "bottle"],
    [/face cream|moisturising cream|cold cream|jelly/i, "jar"],
  ],
  784: [
    [/toothbrush/i, "packet"],
    [/mouthwash/i, "bottle"],
    [/floss/i, "box"],
  ],
  785: [
    [/\boil\b|roll-on/i, "bottle"],
    [/spray|foam/i, "can"],
  ],
  786: [[/\bcup\b/i, "box"]],
  787: [
    [/micellar/i, "bottle"],
    [/lipstick|kajal/i, "tube"],
  ],
  821: [[/\bwet\b/i, "pouch"]],
  822: [[/\bwet\b/i, "tin"]],
  823: [[/shampoo|powder/i, "bottle"]],
  861: [[/pellets/i, "tin"]],
  862: [
    [/gulkand/i, "jar"],
    [/betel leaves/i, "produce"],
  ],
};

/**
 * The pack of a product in a known leaf category, or null when the category has no entry (a new category
 * needs one: tests/unit/pack-types.test.ts checks every seeded line).
 */
export function packShapeFor(categoryId: number, name: string): PackShape | null {
  if (PRODUCE_CATEGORIES.has(categoryId)) return NO_FAITHFUL_PICTURE.test(name) ? "tray" : "produce";
  const byCategory = CATEGORY_PACKS[categoryId];
  if (byCategory === undefined) return null;
  for (const [pattern, pack] of NAME_OVERRIDES[categoryId] ?? []) if (pattern.test(name)) return pack;
  return byCategory;
}

/**
 * Whether a product is sold loose rather than in a pack: fresh produce, eggs, meat and fish (a tray among
 * them too) and the loose items of other aisles (a broom, betel leaves). The demo seed gives each a photo-like
 * render (docs/decisions/018-stored-product-images.md), so none of them shows a tray there.
 */
export function isLooseItem(categoryId: number, name: string): boolean {
  return PRODUCE_CATEGORIES.has(categoryId) || packShapeFor(categoryId, name) === "produce";
}

/** As packShapeFor, with a plain box for a category that has no entry yet (an operator's new category). */
export function packShape(categoryId: number, name: string): PackShape {
  return packShapeFor(categoryId, name) ?? "box";
}
