/**
 * What the demo catalogue's packs list under "Ingredients" (docs/catalogue-import.md, the `ingredients`
 * column): one entry per leaf category, with exceptions per product line where the category's usual list
 * would be wrong. Data, not code: an operator's file carries its own. `null` means the pack prints no list:
 * fresh produce, single-ingredient staples (FSSAI does not ask for one), and goods that are not consumed
 * (devices, tools, stationery). Non-food packs that declare a composition (shampoo, detergent) list it.
 */
export interface IngredientsEntry {
  /** The category's usual list; null for none. */
  default: string | null;
  /** Exceptions by product line name (without the brand), exactly as in ./catalogue.ts. */
  lines?: Record<string, string | null>;
}

const BISCUIT_BASE = "Wheat flour (maida), sugar, edible vegetable oil (palm), invert syrup";
const RAISING = "raising agents (503(ii), 500(ii))";
const CHIPS_BASE = "Potato, edible vegetable oil (palmolein, rice bran oil)";
const NOODLE_CAKE = "Noodles: wheat flour (maida), edible vegetable oil (palm), salt, wheat gluten, thickener (412), acidity regulators (501(i), 500(i))";
const CURRY_BASE = "Water, onion, tomato, edible vegetable oil (sunflower), salt, ginger, garlic, spices and condiments";
const SOAP = "Sodium palmate, sodium palm kernelate, water, glycerin, perfume, sodium chloride, titanium dioxide (CI 77891), tetrasodium EDTA";
const SHAMPOO =
  "Aqua, sodium laureth sulfate, cocamidopropyl betaine, sodium chloride, glycol distearate, dimethiconol, perfume, guar hydroxypropyltrimonium chloride, citric acid, sodium benzoate";

export const INGREDIENTS: Record<number, IngredientsEntry> = {
  // Fruits & Vegetables: fresh, loose, nothing to list.
  101: { default: null },
  102: { default: null },
  103: { default: null },
  104: { default: null },
  105: { default: null },
  106: { default: null },
  107: { default: null, lines: { "Cut Fruit Bowl": "Papaya, pineapple, watermelon, muskmelon, pomegranate arils" } },
  108: { default: null },
  // Dairy, Bread & Eggs
  141: {
    default: "Toned milk",
    lines: {
      "Full Cream Milk": "Full cream milk",
      "Double Toned Milk": "Double toned milk",
      "Cow Milk": "Cow milk",
      "Buffalo Milk": "Buffalo milk",
      "UHT Toned Milk (Tetra Pack)": "Toned milk (UHT treated)",
      "Slim & Trim Skimmed Milk": "Skimmed milk",
    },
  },
  142: {
    default: "Wheat flour (maida), water, sugar, yeast, edible vegetable oil (palm), salt, milk solids, preservative (282), emulsifiers (471, 481(i)), flour treatment agent (1100)",
    lines: {
      "Brown Bread": "Wheat flour (maida), whole wheat flour (atta), water, wheat bran, sugar, yeast, caramel colour (150a), edible vegetable oil (palm), salt, preservative (282), emulsifier (471)",
      "100% Whole Wheat Bread": "Whole wheat flour (atta) (95%), water, sugar, yeast, wheat gluten, edible vegetable oil (palm), salt, preservative (282), emulsifier (471)",
      "Multigrain Bread": "Wheat flour (maida), whole wheat flour, oats, ragi, jowar, flax seeds, sunflower seeds, water, sugar, yeast, salt, edible vegetable oil (palm), preservative (282)",
      "Pizza Base": "Wheat flour (maida), water, yeast, edible vegetable oil (palm), sugar, salt, preservative (282)",
    },
  },
  143: { default: null },
  144: {
    default: "Milk solids, citric acid (330)",
    lines: {
      "Low Fat Paneer": "Toned milk solids, citric acid (330)",
      "Khoa (Mawa)": "Milk solids",
      "Soya Tofu": "Water, soya beans (38%), coagulant (magnesium chloride)",
    },
  },
  145: {
    default: "Pasteurised toned milk, active lactic cultures",
    lines: {
      "Probiotic Dahi": "Pasteurised toned milk, lactic cultures, probiotic culture (Lactobacillus acidophilus)",
      "Mishti Doi": "Pasteurised milk, sugar, caramelised sugar, active lactic cultures",
      "Greek Yogurt Natural": "Pasteurised milk, milk solids, active cultures (S. thermophilus, L. bulgaricus)",
      "Greek Yogurt Blueberry": "Pasteurised milk, milk solids, blueberry preparation (12%) (blueberry, sugar, pectin (440)), sugar, active cultures",
      "Strawberry Fruit Yogurt": "Pasteurised toned milk, sugar, strawberry preparation (8%), stabiliser (1422), colour (120), active cultures",
    },
  },
  146: {
    default: "Pasteurised cream, common salt",
    lines: {
      "White Butter (Unsalted)": "Pasteurised cream",
      "Garlic & Herb Butter": "Pasteurised cream, garlic (4%), common salt, parsley, oregano",
      "Cheese Slices": "Cheese (milk solids, common salt, lactic cultures, microbial rennet), water, emulsifiers (331, 339, 452), preservative (200), colour (160b)",
      "Mozzarella Cheese": "Pasteurised milk, common salt, lactic cultures, microbial rennet, anticaking agent (460)",
      "Cheese Spread": "Cheese, water, milk solids, butter, emulsifiers (339, 452), common salt, preservative (200)",
      "Processed Cheese Block": "Cheese (milk solids, common salt, lactic cultures, microbial rennet), emulsifiers (331, 339), preservative (200)",
      "Cheese Cubes": "Cheese (milk solids, common salt, lactic cultures, microbial rennet), emulsifiers (331, 339), preservative (200)",
    },
  },
  147: {
    default: "Milk fat, milk solids",
    lines: {
      "Fresh Cream": "Milk fat (25%), milk solids, stabiliser (407)",
      "Dairy Whitener": "Milk solids, sugar (18%)",
      "Sweetened Condensed Milk": "Milk solids, sugar",
      "Skimmed Milk Powder": "Skimmed milk solids",
    },
  },
  148: {
    default: "Toned milk, sugar, stabiliser (407)",
    lines: {
      "Masala Chaas": "Water, curd (milk solids, lactic cultures), salt, spices and condiments (cumin, black salt, ginger, green chilli), coriander leaves",
      "Sweet Lassi": "Curd (toned milk, lactic cultures), water, sugar, stabiliser (440)",
      "Chocolate Milkshake": "Toned milk, sugar, cocoa solids (1.5%), stabiliser (407), permitted synthetic food colour (150d)",
      "Kesar Badam Milk": "Toned milk, sugar, almond (2%), saffron, cardamom, stabiliser (407)",
      "Cold Coffee": "Toned milk, sugar, coffee (1%), stabiliser (407)",
      "Rose Milk": "Toned milk, sugar, rose syrup, stabiliser (407), colour (122)",
    },
  },
  // Snacks & Munchies
  181: {
    default: `${CHIPS_BASE}, salt`,
    lines: {
      "Magic Masala Potato Chips": `${CHIPS_BASE}, seasoning (sugar, salt, spices and condiments (chilli, coriander, cumin, black pepper), onion powder, garlic powder, tomato powder, acidity regulator (330), flavour enhancer (627, 631))`,
      "Chile Limón Potato Chips": `${CHIPS_BASE}, seasoning (sugar, salt, chilli powder, lime juice powder, acidity regulator (330), flavour enhancer (627, 631))`,
      "Cream & Onion Potato Chips": `${CHIPS_BASE}, seasoning (sugar, salt, milk solids, onion powder, garlic powder, parsley, acidity regulator (330))`,
      "Spanish Tomato Potato Chips": `${CHIPS_BASE}, seasoning (sugar, tomato powder, salt, onion powder, chilli, acidity regulator (330), flavour enhancer (627, 631))`,
      "Peri Peri Potato Chips": `${CHIPS_BASE}, seasoning (salt, sugar, chilli, paprika, garlic, onion, lemon juice powder, acidity regulator (330))`,
      "Kerala Banana Chips": "Raw banana, coconut oil, salt, turmeric",
      "Stacked Potato Crisps Original": "Dehydrated potato, edible vegetable oil (palmolein), rice flour, wheat starch, maltodextrin, emulsifier (471), salt",
      "Stacked Potato Crisps Sour Cream & Onion": "Dehydrated potato, edible vegetable oil (palmolein), rice flour, wheat starch, seasoning (milk solids, onion powder, salt, sugar, chives), emulsifier (471)",
    },
  },
  182: {
    default: "Gram flour (besan), edible vegetable oil (palmolein, cottonseed oil), moth bean flour, salt, spices and condiments (red chilli, black pepper, clove), black salt",
    lines: {
      "Aloo Bhujia": "Potato (35%), gram flour (besan), edible vegetable oil (palmolein, cottonseed oil), moth bean flour, salt, spices and condiments, citric acid (330)",
      "Moong Dal Namkeen": "Moong dal (75%), edible vegetable oil (palmolein), salt",
      "Khatta Meetha Mix": "Gram flour, edible vegetable oil (palmolein), sugar, peanuts, raisins, salt, cornflakes, spices and condiments, citric acid (330)",
      "Navratan Mixture": "Gram flour, edible vegetable oil (palmolein), peanuts, lentils, raisins, cashews, rice flakes, sugar, salt, spices and condiments",
      "Masala Peanuts": "Peanuts (65%), gram flour, edible vegetable oil (palmolein), rice flour, salt, spices and condiments",
      Murukku: "Rice flour, gram flour (besan), edible vegetable oil (palmolein), sesame seeds, cumin, salt, asafoetida",
      "Cornflakes Mixture": "Corn flakes, edible vegetable oil (palmolein), peanuts, gram flour, sugar, curry leaves, salt, spices and condiments",
      "Plain Bhujia": "Gram flour (besan), edible vegetable oil (palmolein, cottonseed oil), salt",
    },
  },
  183: {
    default: "Corn grits, edible vegetable oil (palmolein), seasoning (salt, sugar, spices and condiments, onion powder, garlic powder, acidity regulator (330), flavour enhancer (627, 631))",
    lines: {
      "Nacho Chips Cheese": "Corn (70%), edible vegetable oil (palmolein), seasoning (cheese powder (milk solids), salt, sugar, maltodextrin, onion, garlic, acidity regulator (330))",
      "Puffcorn Yummy Cheese": "Corn grits, edible vegetable oil (palmolein), seasoning (cheese powder (milk solids), salt, sugar, maltodextrin, flavour enhancer (627, 631))",
      "Multigrain Chips": "Corn, rice, oats, wheat, ragi, edible vegetable oil (palmolein), salt, spices and condiments",
      "Veggie Stix": "Potato starch, rice flour, spinach powder, tomato powder, beetroot powder, edible vegetable oil (palmolein), salt",
    },
  },
  184: {
    default: "Popcorn kernels (corn), edible vegetable oil (palm), salt",
    lines: {
      "Instant Popcorn Butter Delite": "Popcorn kernels (corn), edible vegetable oil (palm), salt, butter flavour (nature identical), colour (160a(ii))",
      "Caramel Popcorn": "Corn, sugar, liquid glucose, butter, salt, emulsifier (322 (soy))",
      "Cheese Popcorn": "Corn, edible vegetable oil (palm), cheese powder (milk solids), salt, maltodextrin",
      "Popcorn Kernels": null,
    },
  },
  185: {
    default: "Roasted fox nuts (makhana), edible vegetable oil (rice bran), seasoning (salt, spices and condiments)",
    lines: {
      "Roasted Makhana Peri Peri": "Fox nuts (makhana) (80%), edible vegetable oil (rice bran), peri peri seasoning (chilli, paprika, garlic, onion, salt, sugar, acidity regulator (330))",
      "Roasted Makhana Cream & Onion": "Fox nuts (makhana) (80%), edible vegetable oil (rice bran), seasoning (milk solids, onion powder, salt, sugar, parsley)",
      "Millet Chips": "Jowar, ragi, bajra, rice flour, edible vegetable oil (rice bran), salt, spices",
      "Roasted Chana": "Roasted Bengal gram, salt, turmeric",
      "Trail Mix": "Almonds, cashews, pumpkin seeds, raisins, cranberries (sugar, sunflower oil), sunflower seeds",
      "Protein Chips": "Soy protein isolate, rice flour, pea protein, edible vegetable oil (rice bran), seasoning (salt, spices)",
    },
  },
  186: {
    default: "Urad dal flour, salt, edible vegetable oil, papad khar (sodium bicarbonate), black pepper, asafoetida",
    lines: {
      "Moong Papad": "Moong dal flour, salt, edible vegetable oil, papad khar (sodium bicarbonate), black pepper, asafoetida",
      "Jeera Papad": "Urad dal flour, cumin (jeera) (3%), salt, edible vegetable oil, papad khar (sodium bicarbonate)",
      "Ready to Fry Fryums": "Potato starch, tapioca starch, salt, colours (102, 110, 122)",
      "Sabudana Papad": "Sago (sabudana), salt, cumin, green chilli",
      Appalam: "Urad dal flour, rice flour, salt, edible vegetable oil, papad khar (sodium bicarbonate)",
    },
  },
  // Cold Drinks & Juices
  221: {
    default: "Carbonated water, sugar, acidity regulator (338), caffeine, natural colour (150d), flavours (natural flavouring substances)",
    lines: {
      "Zero Sugar Cola (Can)": "Carbonated water, acidity regulator (338), caffeine, colour (150d), sweeteners (951, 950), flavours. Contains phenylalanine",
      "Lemon Lime Soft Drink": "Carbonated water, sugar, acidity regulators (330, 331), preservative (211), flavours (natural flavouring substances)",
      "Orange Soft Drink": "Carbonated water, sugar, acidity regulator (330), orange juice concentrate (1%), stabilisers (414, 445(iii)), preservative (211), colour (110), flavours",
      "Citrus Soft Drink": "Carbonated water, sugar, acidity regulators (330, 331), preservative (211), flavours (natural and nature identical)",
      "Sparkling Apple Drink": "Carbonated water, apple juice concentrate (14%), sugar, acidity regulator (330), preservative (211)",
    },
  },
  222: {
    default: "Water, mixed fruit pulp and juice concentrates (20%) (apple, orange, pineapple, mango, guava, banana), sugar, acidity regulator (330), stabiliser (440), vitamin C",
    lines: {
      "100% Orange Juice": "Reconstituted orange juice (100%)",
      "Guava Juice": "Water, guava pulp (25%), sugar, acidity regulator (330), stabiliser (440), antioxidant (300)",
      "Mango Drink": "Water, mango pulp (19.5%), sugar, acidity regulator (330), antioxidant (300)",
      "Litchi Juice": "Water, litchi juice concentrate (16%), sugar, acidity regulator (330), antioxidant (300)",
      "100% Apple Juice": "Reconstituted apple juice (100%)",
      "Pomegranate Juice": "Water, pomegranate juice concentrate (30%), sugar, acidity regulator (330), antioxidant (300)",
      "Cranberry Juice": "Water, cranberry juice concentrate (27%), sugar, acidity regulator (330), antioxidant (300)",
    },
  },
  223: {
    default: "Carbonated water, sucrose, glucose, acidity regulators (331, 500(ii)), taurine (0.4%), caffeine (0.03%), vitamins (B3, B5, B6, B12), flavours, colours (150d, 101)",
    lines: {
      "Sugarfree Energy Drink": "Carbonated water, acidity regulators (331, 500(ii)), taurine (0.4%), caffeine (0.03%), sweeteners (950, 955), vitamins (B3, B5, B6, B12), flavours",
      "Ultra Zero Sugar Energy Drink": "Carbonated water, erythritol, acidity regulator (330), taurine, caffeine, sweeteners (950, 955), vitamins (B3, B6, B12), flavours",
      "Sports Drink Orange": "Water, sucrose, dextrose, acidity regulator (330), sodium chloride, sodium citrate, monopotassium phosphate, flavours, colour (110)",
      "Sports Drink Blue Bolt": "Water, sucrose, dextrose, acidity regulator (330), sodium chloride, sodium citrate, monopotassium phosphate, flavours, colour (133)",
    },
  },
  224: {
    default: "Water, minerals (magnesium sulphate, potassium bicarbonate)",
    lines: {
      "Club Soda": "Carbonated water, sodium bicarbonate",
      "Natural Mineral Water": "Natural mineral water",
      "Tonic Water": "Carbonated water, sugar, acidity regulator (330), quinine (flavouring), flavours",
      "Ginger Ale": "Carbonated water, sugar, ginger extract, acidity regulator (330), colour (150d), flavours",
    },
  },
  225: {
    default: "Water, sugar, tea extract (0.14%), acidity regulators (330, 331), antioxidant (300), flavours",
    lines: {
      "Tender Coconut Water": "Tender coconut water (100%)",
      "Cold Coffee Can": "Milk, water, sugar, coffee (1.2%), stabilisers (460, 466), emulsifier (471)",
    },
  },
  226: {
    default: "Sugar, water, acidity regulator (330), preservative (211), flavours, permitted synthetic food colours",
    lines: {
      "Rose Sharbat": "Sugar, water, rose extract, acidity regulator (330), preservative (211), colour (122), flavours (rose)",
      "Instant Drink Mix Orange": "Sugar, acidity regulator (330), maltodextrin, orange juice powder (1%), vitamin C, colour (110), flavours",
      "Instant Drink Mix Mango": "Sugar, acidity regulator (330), maltodextrin, mango powder (1%), vitamin C, colour (102, 110), flavours",
      "Lemon Squash": "Sugar, water, lemon juice (25%), acidity regulator (330), preservative (223)",
    },
  },
  227: {
    default: "Water, sugar, spices and condiments, black salt, acidity regulator (330)",
    lines: {
      "Aam Panna": "Water, raw mango pulp (15%), sugar, black salt, cumin, mint, acidity regulator (330), preservative (211)",
      Jaljeera: "Water, sugar, cumin, mint, black salt, lemon juice, tamarind, acidity regulator (330)",
      Kokum: "Sugar, water, kokum extract (20%), salt, preservative (211)",
      Aamras: "Alphonso mango pulp (90%), sugar, acidity regulator (330)",
      "Jeera Masala Soda": "Carbonated water, sugar, cumin, black salt, spices, acidity regulator (330)",
    },
  },
  // Instant & Frozen Food
  261: {
    default: `${NOODLE_CAKE}. Tastemaker: spices and condiments, salt, sugar, onion powder, garlic powder, flavour enhancer (635)`,
    lines: {
      "Atta Noodles": "Noodles: whole wheat flour (atta) (60%), wheat flour (maida), edible vegetable oil (palm), salt, wheat gluten. Tastemaker: spices and condiments, salt, onion, garlic",
      "Hakka Noodles": "Wheat flour (maida), water, salt, wheat gluten",
      "Manchurian Gravy Mix": "Corn starch, salt, sugar, soy sauce powder, garlic, ginger, onion, chilli, flavour enhancer (627, 631)",
      "Schezwan Fried Rice Masala": "Red chilli, salt, sugar, garlic, onion, soy sauce powder, vinegar powder, spices",
      "Hot Chicken Flavour Ramen": `${NOODLE_CAKE}. Seasoning: chicken flavour (chicken powder), salt, sugar, chilli, garlic, soy sauce, flavour enhancer (627, 631)`,
      "Ready to Eat Noodles": "Cooked noodles (wheat flour, water, salt), edible vegetable oil, soy sauce, vegetables, spices",
    },
  },
  262: {
    default: "Durum wheat semolina",
    lines: {
      "Instant Masala Pasta": "Pasta (durum wheat semolina), masala (tomato powder, salt, sugar, onion, garlic, spices, flavour enhancer (635))",
      "Roasted Vermicelli": "Wheat semolina (sooji), edible vegetable oil",
    },
  },
  263: {
    default: "Corn grits (87%), sugar, malt extract, iodised salt, vitamins and minerals",
    lines: {
      Chocos: "Whole wheat flour (48%), sugar, wheat flour, cocoa solids (6%), edible vegetable oil (palm), malt extract, salt, vitamins and minerals",
      "Special K": "Rice (62%), whole wheat flour, sugar, wheat gluten, malt extract, salt, vitamins and minerals",
      "Crunchy Granola": "Rolled oats (55%), honey, sugar, edible vegetable oil (rice bran), almonds, raisins, seeds",
      "Choco Ragi Bites": "Ragi flour (30%), whole wheat flour, rice flour, sugar, cocoa solids (5%), malt extract, salt",
    },
  },
  264: {
    default: "Rolled oats (100%)",
    lines: {
      "Masala Oats Classic": "Rolled oats (75%), masala (salt, onion, sugar, tomato, spices and condiments, garlic, wheat flour, dehydrated vegetables)",
      "Steel Cut Oats": "Steel cut oats (100%)",
      "Fruit & Nut Muesli": "Whole grains (wheat flakes, rolled oats, corn flakes), sugar, raisins (8%), almonds (3%), dried apple, honey, salt",
      "No Added Sugar Muesli": "Rolled oats, wheat flakes, corn flakes, almonds, raisins, dried cranberries, pumpkin seeds, salt",
    },
  },
  265: {
    default: CURRY_BASE,
    lines: {
      "Dal Makhani": `Water, whole black gram (urad) (18%), kidney beans (rajma), butter (4%), cream, tomato, onion, salt, ginger, garlic, spices and condiments`,
      "Paneer Butter Masala": `Water, paneer (20%), tomato, onion, butter (3%), cream, cashew, edible vegetable oil (sunflower), salt, sugar, spices and condiments, kasuri methi`,
      "Rajma Masala": `Water, kidney beans (rajma) (25%), ${CURRY_BASE.slice("Water, ".length)}`,
      "Vegetable Biryani": "Cooked basmati rice (55%), water, mixed vegetables (carrot, beans, peas), edible vegetable oil (sunflower), onion, curd, salt, spices and condiments, mint, saffron",
      "Pindi Chole": `Water, chickpeas (kabuli chana) (28%), ${CURRY_BASE.slice("Water, ".length)}, dry mango`,
      "Palak Paneer": "Water, spinach (palak) (30%), paneer (15%), onion, tomato, edible vegetable oil (sunflower), cream, salt, ginger, garlic, spices and condiments",
      "Dal Tadka": `Water, toor dal (20%), ${CURRY_BASE.slice("Water, ".length)}, cumin, ghee`,
      "Jeera Rice": "Cooked basmati rice (85%), edible vegetable oil (sunflower), cumin (2%), salt, ghee",
      "Navratan Korma": "Water, mixed vegetables (carrot, beans, peas, cauliflower) (25%), paneer, cream, cashew, raisins, pineapple, onion, edible vegetable oil, salt, sugar, spices",
      "Instant Poha Cup": "Flattened rice (poha) (70%), peanuts, edible vegetable oil, sugar, salt, onion, curry leaves, mustard seeds, turmeric, green chilli, citric acid (330)",
      "Instant Upma Cup": "Semolina (sooji) (75%), edible vegetable oil, salt, urad dal, chana dal, cashew, mustard seeds, curry leaves, green chilli, ginger",
    },
  },
  266: {
    default: "Rice, urad dal, water, salt, fenugreek",
    lines: {
      "Rava Idli Mix": "Semolina (sooji) (70%), rice flour, Bengal gram dal, salt, mustard seeds, cashew, curry leaves, citric acid (330), raising agent (500(ii))",
      "Dosa Mix": "Rice flour, urad dal flour, salt, fenugreek, raising agent (500(ii))",
      "Gulab Jamun Mix": "Milk solids (37%), wheat flour (maida), edible vegetable fat, semolina, raising agent (500(ii))",
      "Khaman Dhokla Mix": "Gram flour (besan), sugar, salt, citric acid (330), raising agent (500(ii)), turmeric, mustard seeds",
      "Millet Pancake Mix": "Ragi flour, jowar flour, whole wheat flour, jaggery powder, milk solids, raising agents (500(ii), 450(i)), salt",
      "Malabar Parotta": "Wheat flour (maida), water, edible vegetable oil (palm), sugar, salt, milk solids",
      "Whole Wheat Chapati": "Whole wheat flour (atta), water, edible vegetable oil (palm), salt",
    },
  },
  267: {
    default: "Corn starch, tomato powder, sugar, salt, onion powder, hydrolysed vegetable protein, edible vegetable fat, spices, flavour enhancers (627, 631)",
    lines: {
      "Sweet Corn Veg Soup": "Sweet corn (25%), corn starch, sugar, salt, dehydrated vegetables (carrot, cabbage, peas), milk solids, spices",
      "Hot & Sour Veg Soup": "Corn starch, sugar, salt, soy sauce powder, dehydrated vegetables, vinegar powder, chilli, garlic, acidity regulator (330)",
      "Manchow Soup": "Corn starch, salt, sugar, soy sauce powder, dehydrated vegetables, garlic, ginger, chilli, coriander",
      "Mixed Vegetable Soup": "Dehydrated vegetables (carrot, beans, peas, cabbage) (20%), corn starch, salt, sugar, onion powder, spices",
    },
  },
  268: {
    default: "Potato, edible vegetable oil (palmolein), salt",
    lines: {
      "Aloo Tikki": "Potato (70%), green peas, breadcrumbs (wheat flour), edible vegetable oil (palmolein), salt, spices and condiments, coriander",
      "Potato Smiles": "Potato (80%), potato flakes, edible vegetable oil (palmolein), rice flour, salt",
      "Frozen Green Peas": "Green peas (100%)",
      "Frozen Sweet Corn": "Sweet corn kernels (100%)",
      "Veg Burger Patty": "Potato, carrot, green peas, beans, breadcrumbs (wheat flour), edible vegetable oil (palmolein), salt, spices",
      "Frozen Mixed Vegetables": "Carrot, green peas, sweet corn, French beans",
      "Chilli Garlic Potato Bites": "Potato (75%), edible vegetable oil (palmolein), rice flour, garlic, chilli flakes, salt, coriander",
    },
  },
  // Sweet Tooth
  301: {
    default: "Sugar, milk solids (20%), cocoa butter, cocoa solids, emulsifiers (442, 476), flavours (nature identical flavouring substances – vanilla)",
    lines: {
      "Dark Chocolate": "Cocoa solids (55%), sugar, cocoa butter, emulsifier (322 (soy)), flavour (vanilla)",
      "Excellence 70% Cocoa Dark Chocolate": "Cocoa mass, cocoa butter, sugar (cocoa solids 70% minimum), natural vanilla beans",
      "Fruit & Nut Chocolate": "Sugar, milk solids, cocoa butter, raisins (10%), cashews (7%), cocoa solids, emulsifiers (442, 476)",
      "Crispy Wafer Chocolate": "Sugar, wheat flour (maida), milk solids, cocoa butter, edible vegetable fat, cocoa solids, emulsifier (322), raising agent (500(ii))",
      "Caramel Peanut Bar": "Sugar, peanuts (18%), liquid glucose, milk solids, cocoa butter, edible vegetable fat, cocoa solids, salt, emulsifier (322)",
      "Chocolate Coated Crunch": "Sugar, wheat flour, milk solids, cocoa butter, cocoa solids, edible vegetable fat, rice crisps, emulsifier (322)",
      "Sugar-Coated Chocolate Buttons": "Sugar, milk solids, cocoa butter, cocoa solids, rice starch, glazing agent (904), colours (100, 133, 124)",
      "White Chocolate": "Sugar, milk solids (24%), cocoa butter, emulsifier (322 (soy)), flavour (vanilla)",
    },
  },
  302: {
    default: "Sugar, milk solids, water, cardamom",
    lines: {
      Rasgulla: "Sugar syrup (sugar, water), chhena (milk solids) (40%), wheat flour (maida)",
      "Gulab Jamun": "Sugar syrup (sugar, water), khoa (milk solids), wheat flour (maida), ghee, cardamom, raising agent (500(ii))",
      "Soan Papdi": "Sugar, gram flour (besan), wheat flour (maida), vanaspati, ghee, cardamom, pistachio",
      "Kaju Katli": "Cashews (55%), sugar, ghee, silver leaf (varq)",
      "Motichoor Ladoo": "Sugar, gram flour (besan), ghee, melon seeds, cardamom, colour (110)",
      Rasmalai: "Milk, chhena (milk solids), sugar, pistachio, almond, saffron, cardamom",
    },
  },
  303: {
    default: "Milk solids, sugar, milk fat, liquid glucose, stabilisers (412, 407, 410), emulsifier (471), flavours",
    lines: {
      "Chocolate Ice Cream Tub": "Milk solids, sugar, milk fat, cocoa solids (3%), liquid glucose, stabilisers (412, 407), emulsifier (471)",
      "Butterscotch Ice Cream Tub": "Milk solids, sugar, milk fat, butterscotch nuts (cashew, sugar) (5%), liquid glucose, stabilisers (412, 407), emulsifier (471), colour (150a)",
      "Strawberry Ice Cream Tub": "Milk solids, sugar, milk fat, strawberry crush (6%), liquid glucose, stabilisers (412, 407), emulsifier (471), colour (129)",
      "Alphonso Mango Ice Cream Tub": "Milk solids, sugar, milk fat, Alphonso mango pulp (12%), liquid glucose, stabilisers (412, 407), emulsifier (471)",
      "Kesar Pista Ice Cream Tub": "Milk solids, sugar, milk fat, pistachio (3%), saffron, liquid glucose, stabilisers (412, 407), emulsifier (471), colour (102)",
      "Chocolate Cone": "Ice cream (milk solids, sugar, milk fat, cocoa), cone (wheat flour, sugar, edible vegetable oil), chocolate coating (sugar, vegetable fat, cocoa), peanuts",
      "Choco Bar": "Vanilla ice cream (milk solids, sugar, milk fat), chocolate coating (edible vegetable fat, sugar, cocoa solids, milk solids), stabilisers (412, 407), emulsifier (471)",
      "Belgian Chocolate Stick": "Ice cream (milk solids, sugar, milk fat, cocoa), Belgian chocolate coating (28%) (sugar, cocoa butter, cocoa mass, milk solids, emulsifier (322))",
      "Mississippi Mud Ice Cream": "Milk solids, sugar, milk fat, cocoa solids, chocolate brownie pieces (wheat flour, sugar, cocoa), fudge sauce, stabilisers (412, 407)",
    },
  },
  304: {
    default: "Sugar, liquid glucose, edible vegetable fat, milk solids, salt, emulsifier (322), flavours",
    lines: {
      "Kachcha Aam Candy": "Sugar, liquid glucose, raw mango powder (2%), salt, acidity regulator (330), colour (102, 133), flavours",
      "Fruit Lollipop": "Sugar, liquid glucose, acidity regulator (330), colours (102, 129), flavours",
      "Spearmint Chewing Gum": "Gum base, sugar, liquid glucose, humectant (422), spearmint flavour, colour (133), antioxidant (321)",
      "Juzt Jelly": "Sugar, liquid glucose, gelatin, acidity regulators (330, 296), fruit juice, colours, flavours",
    },
  },
  305: {
    default: "Sugar, milk solids, cocoa butter, cocoa solids, hazelnuts, almonds, emulsifiers (322, 476), flavours",
    lines: {
      "Dry Fruit Gift Box": "Almonds, cashews, raisins, pistachios",
      "Assorted Sweets Gift Box": "Sugar, milk solids, cashews, gram flour, ghee, cardamom, pistachio",
    },
  },
  306: {
    default: "Milk solids, sugar, milk fat, stabiliser (412), cardamom",
    lines: {
      "Kesar Pista Kulfi": "Milk solids, sugar, milk fat, pistachio (3%), saffron, cardamom, stabiliser (412)",
      "Mango Ice Lolly": "Water, sugar, mango pulp (10%), liquid glucose, stabiliser (412), acidity regulator (330), colour (110)",
      "Orange Ice Candy": "Water, sugar, liquid glucose, acidity regulator (330), stabiliser (412), colour (110), flavour (orange)",
    },
  },
  307: {
    default: "Corn starch, salt, flavour (vanilla), colour (102)",
    lines: {
      "Strawberry Jelly Crystals": "Sugar, gelling agent (gelatin), acidity regulator (330, 331), colour (129), flavour (strawberry)",
      "Cocoa Powder": "Cocoa solids (100%)",
      "Chocolate Syrup": "Liquid glucose, sugar, water, cocoa solids (10%), salt, preservative (202), flavour (vanilla)",
      "Eggless Chocolate Cake Mix": "Wheat flour (maida), sugar, cocoa solids (8%), edible vegetable oil, milk solids, raising agents (500(ii), 341(i)), emulsifier (471), salt",
      "Baking Powder": "Raising agents (500(ii), 341(i)), corn starch",
    },
  },
  // Bakery & Biscuits
  341: {
    default: `${BISCUIT_BASE}, milk solids, butter, ${RAISING}, salt, emulsifier (322), flavours`,
    lines: {
      "Chocolate Chip Cookies": `Wheat flour (maida), sugar, edible vegetable oil (palm), chocolate chips (14%) (sugar, cocoa solids, cocoa butter), invert syrup, milk solids, ${RAISING}, salt, emulsifier (322)`,
      "Cashew Cookies": `Wheat flour (maida), sugar, edible vegetable oil (palm), cashews (6%), butter, milk solids, ${RAISING}, salt`,
      "Choco Filled Cookies": `Wheat flour (maida), sugar, edible vegetable oil (palm), cocoa filling (22%) (sugar, vegetable fat, cocoa solids), milk solids, ${RAISING}, salt, emulsifier (322)`,
      "Oatmeal Cookies": `Rolled oats (30%), wheat flour (maida), sugar, edible vegetable oil (palm), raisins, ${RAISING}, salt`,
      Nankhatai: "Wheat flour (maida), sugar, ghee (20%), gram flour, semolina, cardamom, raising agent (503(ii))",
    },
  },
  342: {
    default: `${BISCUIT_BASE}, cocoa solids (4%), ${RAISING}, salt, emulsifier (322), flavours (vanilla)`,
    lines: {
      "Orange Cream Biscuits": `${BISCUIT_BASE}, dextrose, ${RAISING}, salt, acidity regulator (330), emulsifier (322), colour (110), flavour (orange)`,
      "Vanilla Creme Sandwich Biscuits": `${BISCUIT_BASE}, milk solids, ${RAISING}, salt, emulsifier (322), flavour (vanilla)`,
      "Elaichi Cream Biscuits": `${BISCUIT_BASE}, cardamom (0.3%), milk solids, ${RAISING}, salt, emulsifier (322), flavour (cardamom)`,
    },
  },
  343: {
    default: `${BISCUIT_BASE}, ${RAISING}, salt, emulsifier (322), milk solids`,
    lines: {
      "Marie Biscuits": `Wheat flour (maida), sugar, edible vegetable oil (palm), invert syrup, milk solids, ${RAISING}, salt, emulsifier (322), dough conditioner (223)`,
      "Coconut Biscuits": `Wheat flour (maida), sugar, edible vegetable oil (palm), desiccated coconut (7%), invert syrup, ${RAISING}, salt, emulsifier (322)`,
    },
  },
  344: {
    default: `Wheat flour (maida), edible vegetable oil (palm), sugar, salt (2.1%), yeast, ${RAISING}, malt extract, emulsifier (322)`,
    lines: {
      "Digestive Biscuits": `Whole wheat flour (atta) (43%), wheat flour (maida), edible vegetable oil (palm), sugar, wheat bran, invert syrup, ${RAISING}, salt, emulsifier (322)`,
      "Oats Digestive Biscuits": `Whole wheat flour (atta), rolled oats (20%), edible vegetable oil (palm), sugar, invert syrup, ${RAISING}, salt`,
      "Jeera Biscuits": `Wheat flour (maida), edible vegetable oil (palm), sugar, cumin (jeera) (2%), salt, ${RAISING}`,
    },
  },
  345: {
    default: "Wheat flour (maida), sugar, edible vegetable oil (palm), yeast, milk solids, cardamom, salt, preservative (282)",
    lines: {
      "Suji Rusk": "Wheat flour (maida), semolina (sooji) (15%), sugar, edible vegetable oil (palm), yeast, salt, preservative (282)",
      "Khari Puff": "Wheat flour (maida), edible vegetable fat (palm), salt, sugar",
      "Cake Rusk": "Wheat flour (maida), sugar, eggs, edible vegetable oil (palm), milk solids, raising agent (500(ii)), flavour (vanilla)",
    },
  },
  346: {
    default: "Wheat flour (maida), sugar, eggs, edible vegetable oil (palm), invert syrup, milk solids, humectant (422), raising agents (500(ii), 450(i)), emulsifier (471), preservative (202)",
    lines: {
      "Chocolate Muffins": "Wheat flour (maida), sugar, eggs, edible vegetable oil (palm), cocoa solids (5%), chocolate chips, humectant (422), raising agents (500(ii), 450(i)), emulsifier (471), preservative (202)",
      "Fruit Cake": "Wheat flour (maida), sugar, eggs, candied fruit (15%) (papaya, sugar), raisins, edible vegetable oil (palm), humectant (422), raising agent (500(ii)), preservative (202)",
      "Plum Cake": "Wheat flour (maida), sugar, eggs, raisins (12%), candied peel, cashews, edible vegetable oil (palm), caramel (150a), mixed spices, raising agent (500(ii)), preservative (202)",
      "Chocolate Brownie": "Sugar, wheat flour (maida), eggs, edible vegetable oil (palm), cocoa solids (8%), chocolate, walnuts, humectant (422), preservative (202)",
    },
  },
  347: {
    default: "Wheat flour (maida), water, sugar, yeast, butter, milk solids, salt, preservative (282)",
    lines: {
      "Butter Croissant": "Wheat flour (maida), butter (22%), water, sugar, yeast, milk solids, salt, eggs",
      "Fruit Bun": "Wheat flour (maida), water, sugar, tutti frutti (papaya, sugar, colours), raisins, yeast, edible vegetable oil (palm), salt, preservative (282)",
      "Garlic Bread": "Wheat flour (maida), water, garlic butter (12%) (butter, garlic, parsley), yeast, sugar, salt, preservative (282)",
      Bagels: "Wheat flour (maida), water, sugar, yeast, salt, malt extract, sesame seeds",
      Kulcha: "Wheat flour (maida), water, curd, sugar, edible vegetable oil (palm), yeast, salt, nigella seeds",
    },
  },
  // Tea, Coffee & Health Drinks
  381: { default: "Black tea", lines: { "Masala Chai Leaf Tea": "Black tea (94%), spices (ginger, cardamom, cinnamon, clove, black pepper)", "Elaichi Chai": "Black tea (97%), cardamom (elaichi) (2%), natural flavour" } },
  382: {
    default: "Green tea (100%)",
    lines: {
      "Lemon & Honey Green Tea": "Green tea (90%), lemon peel, honey flavour (nature identical), lemon flavour",
      "Tulsi Ginger Tea": "Tulsi (holy basil) (80%), ginger (20%)",
      "Tulsi Green Tea": "Green tea (70%), tulsi (holy basil) (30%)",
      "Lemongrass Green Tea": "Green tea (85%), lemongrass (15%)",
      "Chamomile Tea": "Chamomile flowers (100%)",
      "Kashmiri Kahwa": "Green tea, almond flakes, cardamom, cinnamon, saffron, rose petals",
    },
  },
  383: {
    default: "Coffee (100%)",
    lines: {
      "Instant Coffee Classic": "Coffee (70%), chicory (30%)",
      "Filter Coffee Powder": "Roasted coffee (80%), chicory (20%)",
      "Cappuccino Premix": "Sugar, milk solids, instant coffee (12%), edible vegetable fat, anticaking agent (551)",
    },
  },
  384: {
    default: "Malted barley, wheat flour, milk solids, sugar, cocoa solids, minerals, vitamins, salt",
    lines: {
      "Classic Malt Health Drink": "Malted barley (40%), wheat flour, milk solids, sugar, minerals, vitamins, salt",
      "Women's Health Drink": "Milk solids, soy protein isolate, maltodextrin, sugar, minerals (calcium, iron), vitamins (D, B12, folic acid)",
      "Protein Plus Health Drink": "Milk protein, soy protein isolate, maltodextrin, sugar, cocoa solids, vitamins, minerals",
      "Kids Complete Nutrition": "Milk solids, maltodextrin, sugar, edible vegetable oils, minerals, vitamins, DHA",
      "Glucose Powder": "Dextrose monohydrate (99.4%), calcium phosphate, vitamin D",
      "Badam Drink Mix": "Sugar, milk solids, almonds (10%), cardamom, saffron, colour (102)",
    },
  },
  385: {
    default: "Sugar, milk solids, instant tea (10%), edible vegetable fat, spices (ginger, cardamom, clove, cinnamon)",
    lines: {
      "Ginger Chai Premix": "Sugar, milk solids, instant tea (10%), edible vegetable fat, dry ginger (2%)",
      "Black Tea Bags": "Black tea (100%)",
      "Cardamom Tea Bags": "Black tea (97%), cardamom (3%)",
    },
  },
  // Atta, Rice & Dal: single ingredients print none.
  421: {
    default: null,
    lines: { "Multigrain Atta": "Whole wheat, soya, chana, oats, maize, psyllium husk (isabgol)" },
  },
  422: { default: null },
  423: { default: null },
  424: { default: null },
  425: { default: null },
  // Masala, Oil & More
  461: { default: null },
  462: {
    default: "Coriander, cumin, black pepper, red chilli, turmeric, dry ginger, cardamom, cinnamon, clove, bay leaf, nutmeg, salt",
    lines: {
      "Garam Masala": "Coriander, cumin, black pepper, cardamom, cinnamon, clove, bay leaf, nutmeg, mace, dry ginger",
      "Chaat Masala": "Dry mango (amchur), black salt, salt, cumin, coriander, black pepper, mint, dry ginger, asafoetida, citric acid (330)",
      "Kasuri Methi": "Dried fenugreek leaves (100%)",
      "Sambar Powder": "Coriander, red chilli, Bengal gram dal, urad dal, cumin, fenugreek, black pepper, turmeric, asafoetida, curry leaves",
      "Rasam Powder": "Coriander, red chilli, cumin, black pepper, toor dal, fenugreek, turmeric, asafoetida, curry leaves",
    },
  },
  463: { default: null, lines: { "Compounded Asafoetida (Hing)": "Edible starch, wheat flour, gum arabic, asafoetida (20%)" } },
  464: { default: null, lines: { "Rice Bran Blended Oil": "Refined rice bran oil (80%), physically refined sunflower oil (20%)" } },
  465: { default: null, lines: { Vanaspati: "Hydrogenated vegetable oils (palm, soyabean), vitamins A and D, sesame oil (5%)" } },
  466: {
    default: null,
    lines: {
      "Iodised Salt": "Salt, potassium iodate, anticaking agent (551)",
      "Low Sodium Salt": "Salt (sodium chloride) (85%), potassium chloride, potassium iodate, anticaking agent (551)",
    },
  },
  467: { default: null, lines: { "Salted Pistachios": "Pistachios, salt" } },
  // Sauces & Spreads
  501: {
    default: "Tomato paste (28%), water, sugar, salt, acidity regulator (260), thickener (1422), preservative (211), onion, garlic, spices and condiments",
    lines: {
      "Hot & Sweet Tomato Chilli Sauce": "Water, sugar, tomato paste (14%), chilli (2%), salt, acidity regulator (260), thickener (1422), preservative (211), spices and condiments",
      "Green Chilli Sauce": "Water, green chilli (16%), salt, sugar, acidity regulator (260), thickener (1422), preservative (211), colour (102, 133)",
      "Red Chilli Sauce": "Water, red chilli (15%), salt, sugar, acidity regulator (260), thickener (1422), preservative (211)",
      "Peri Peri Sauce": "Water, chilli (18%), vinegar, sugar, salt, garlic, lemon juice, paprika, thickener (415), preservative (211)",
      "Dark Soy Sauce": "Water, salt, soy beans, wheat, caramel colour (150c), preservative (211)",
      "Schezwan Chutney": "Edible vegetable oil (sunflower), red chilli (25%), garlic, onion, ginger, salt, sugar, soy sauce, vinegar, preservative (211)",
      "Pasta Sauce Arrabbiata": "Tomato (75%), tomato paste, olive oil, onion, chilli (1.5%), garlic, sugar, salt, basil, oregano",
      "Pizza Sauce": "Tomato paste (40%), water, sugar, salt, onion, garlic, oregano, basil, acidity regulator (330), preservative (211)",
    },
  },
  502: {
    default: "Edible vegetable oil (soyabean), water, sugar, milk solids, vinegar, salt, thickener (1422), emulsifier (415), acidity regulator (330), preservative (211), spices",
    lines: {
      "Tandoori Mayonnaise": "Edible vegetable oil (soyabean), water, sugar, milk solids, vinegar, tandoori spices (red chilli, cumin, coriander, garlic, ginger), salt, thickener (1422), preservative (211)",
      "Cheesy Jalapeño Dip": "Water, cheese (milk solids), edible vegetable oil, jalapeño (6%), milk solids, salt, thickener (1422), emulsifier (452), preservative (200)",
      "Classic Hummus": "Chickpeas (60%), tahini (sesame paste), water, lemon juice, extra virgin olive oil, garlic, salt",
      "Sandwich Spread": "Edible vegetable oil (soyabean), water, sugar, cucumber, carrot, cabbage, capsicum, vinegar, milk solids, salt, thickener (1422), preservative (211)",
    },
  },
  503: {
    default: "Mixed fruit (apple, papaya, pineapple, orange, grapes) (45%), sugar, pectin (440), acidity regulator (330), preservative (211), colour (129)",
    lines: {
      "Strawberry Jam": "Strawberry (45%), sugar, pectin (440), acidity regulator (330), preservative (211), colour (129)",
      "Pure Honey": "Honey (100%)",
      "Raw Multiflora Honey": "Raw multiflora honey (100%)",
      "Orange Marmalade": "Sugar, orange juice and peel (45%), pectin (440), acidity regulator (330), preservative (211)",
    },
  },
  504: {
    default: "Roasted peanuts (90%), sugar, hydrogenated vegetable oil, salt, emulsifier (471)",
    lines: {
      "Hazelnut Cocoa Spread": "Sugar, edible vegetable oil (palm), hazelnuts (13%), skimmed milk powder (8.7%), cocoa solids (7.4%), emulsifier (322 (soy)), vanillin",
      "Cocoa Spread": "Sugar, edible vegetable oil (palm), cocoa solids (7%), milk solids, emulsifier (322 (soy)), flavour (vanilla)",
      "Dark Chocolate Peanut Butter": "Roasted peanuts (70%), dark chocolate (cocoa solids, sugar, cocoa butter) (20%), jaggery, salt",
    },
  },
  505: {
    default: "Raw mango (60%), mustard oil, salt, red chilli, fenugreek, fennel, nigella seeds, turmeric, asafoetida, acidity regulator (260)",
    lines: {
      "Mixed Pickle": "Raw mango, lime, carrot, green chilli (65% together), mustard oil, salt, red chilli, fenugreek, fennel, turmeric, acidity regulator (260)",
      "Lime Pickle": "Lime (65%), salt, mustard oil, red chilli, fenugreek, turmeric, asafoetida, acidity regulator (260)",
      "Garlic Pickle": "Garlic (60%), mustard oil, salt, red chilli, fenugreek, turmeric, vinegar",
      "Green Chilli Pickle": "Green chilli (60%), mustard oil, salt, mustard seeds, fenugreek, turmeric, lemon juice",
      "Sweet Tamarind Chutney": "Sugar, water, tamarind (15%), dates, salt, black salt, cumin, dry ginger, red chilli, preservative (211)",
    },
  },
  506: {
    default: "Ginger (48%), garlic (48%), salt, acidity regulator (330), edible vegetable oil",
    lines: {
      "Tamarind Paste": "Tamarind (98%), salt",
      "Tomato Puree": "Tomato (100%), acidity regulator (330)",
      "White Vinegar": "Water, acetic acid (4%)",
      "Coconut Milk": "Coconut extract (60%), water, stabiliser (412), emulsifier (435)",
    },
  },
  // Chicken, Meat & Fish: fresh cuts are one ingredient; prepared ones list theirs.
  541: { default: null },
  542: { default: null },
  543: { default: null },
  544: {
    default: "Chicken (80%), curd, onion, ginger garlic paste, salt, spices and condiments, edible vegetable oil, lemon juice",
    lines: {
      "Chicken Seekh Kebab": "Chicken mince (85%), onion, coriander, green chilli, ginger garlic paste, salt, spices and condiments, edible vegetable oil, binder (gram flour)",
      "Prawns Koliwada": "Prawns (75%), gram flour, rice flour, ginger garlic paste, red chilli, salt, lemon juice, spices",
    },
  },
  545: {
    default: "Chicken (60%), breadcrumbs (wheat flour, salt, yeast), water, edible vegetable oil, soy protein, salt, spices, stabiliser (451)",
    lines: {
      "Chicken Sausages": "Chicken (75%), water, soy protein, salt, spices, starch, stabiliser (451), preservative (250)",
      "Chicken Salami": "Chicken (80%), water, salt, spices, dextrose, stabiliser (451), antioxidant (316), preservative (250)",
      "Frozen Prawns": "Prawns (100%)",
    },
  },
  // Organic & Healthy Living
  581: { default: null },
  582: {
    default: "Protein blend (whey protein concentrate, soy protein isolate) (33%), dates, almonds, cocoa solids, oats, honey, dark chocolate, emulsifier (322 (soy))",
    lines: {
      "Protein Bar Peanut Butter": "Protein blend (whey protein concentrate, soy protein isolate) (33%), peanut butter (20%), dates, oats, honey, salt",
      "Nuts & Berries Energy Bar": "Dates, almonds (18%), cashews, cranberries, oats, honey, pumpkin seeds",
      "Breakfast Protein Bars": "Rolled oats (35%), whey protein concentrate, dates, almonds, honey, raisins",
      "Date Energy Bar": "Dates (55%), almonds, cashews, cocoa solids, sea salt",
    },
  },
  583: {
    default: "Whey protein concentrate, whey protein isolate, cocoa powder (5%), thickener (415), emulsifier (322 (soy)), sweetener (955), flavours",
    lines: {
      "Raw Whey Protein Unflavoured": "Whey protein concentrate (80%) (100%)",
      "Plant Protein": "Pea protein isolate, brown rice protein, cocoa powder, stevia (960), flavours",
      "Mass Gainer": "Maltodextrin, whey protein concentrate, milk solids, cocoa powder, MCT oil, vitamins and minerals, sweetener (955)",
      "Creatine Monohydrate": "Creatine monohydrate (100%)",
    },
  },
  584: { default: null, lines: { "Seven-in-One Seed Mix": "Pumpkin seeds, sunflower seeds, flax seeds, chia seeds, watermelon seeds, sesame seeds, muskmelon seeds" } },
  585: {
    default: "Aloe vera juice (99%), acidity regulator (330), preservative (211)",
    lines: {
      "Amla Juice": "Amla (Indian gooseberry) juice (99%), preservative (211)",
      "Karela Jamun Juice": "Karela (bitter gourd) juice (50%), jamun juice (49%), preservative (211)",
      "Giloy Juice": "Giloy (Tinospora cordifolia) extract (99%), preservative (211)",
    },
  },
  586: {
    default: "Lactose, aspartame (18 mg per pellet), cross-linked cellulose gum, magnesium stearate. Contains phenylalanine",
    lines: {
      "Sucralose Sweetener Powder": "Maltodextrin, sucralose (1.2%)",
      "Stevia Drops": "Water, stevia leaf extract (960), preservative (202)",
      "Organic Coconut Sugar": "Organic coconut palm sap sugar (100%)",
    },
  },
  // Baby Care
  621: { default: "Absorbent core (fluff pulp, super absorbent polymer), polypropylene nonwoven, polyethylene film, elastic, adhesive" },
  622: {
    default: "Water (99%), glycerin, sodium benzoate, citric acid, cetylpyridinium chloride",
    lines: {
      "Aloe Vera Baby Wipes": "Water, aloe barbadensis leaf juice, glycerin, sodium benzoate, citric acid",
      "Bamboo Baby Wipes": "Bamboo fibre cloth. Lotion: water (99%), glycerin, citric acid, sodium benzoate",
    },
  },
  623: {
    default: "Wheat flour (63%), milk solids, sugar, apple powder (3%), edible vegetable oil, minerals, vitamins",
    lines: {
      "Infant Formula Stage 1": "Milk solids, lactose, edible vegetable oils (palm olein, soyabean, coconut), whey protein, minerals, vitamins, DHA",
      "Follow-up Formula Stage 2": "Milk solids, maltodextrin, edible vegetable oils, lactose, minerals, vitamins, DHA",
      "Ragi Porridge Mix": "Sprouted ragi flour (70%), milk solids, jaggery powder, cardamom, vitamins, minerals",
      "Rice Infant Cereal": "Rice flour (70%), milk solids, sugar, edible vegetable oil, minerals, vitamins",
    },
  },
  624: {
    default: "Aqua, PEG-80 sorbitan laurate, cocamidopropyl betaine, sodium trideceth sulfate, glycerin, citric acid, sodium benzoate, fragrance",
    lines: {
      "Baby Lotion": "Aqua, glycerin, mineral oil, cetyl alcohol, dimethicone, aloe barbadensis leaf extract, phenoxyethanol, fragrance",
      "Baby Soap": "Sodium palmate, sodium palm kernelate, glycerin, milk protein, almond oil, aqua, fragrance, titanium dioxide (CI 77891)",
      "Baby Massage Oil": "Mineral oil, olive oil, almond oil, tocopheryl acetate (vitamin E), fragrance",
      "Diaper Rash Cream": "Zinc oxide (7.5%), petrolatum, lanolin, aqua, glycerin, paraffin, phenoxyethanol",
      "Baby Powder": "Talc, fragrance, zinc stearate",
    },
  },
  625: { default: null },
  // Pharma & Wellness
  661: {
    default: null,
    lines: {
      "Paracetamol 650 mg Tablets": "Each uncoated tablet contains paracetamol IP 650 mg. Excipients q.s.",
      "Pain Relief Spray": "Diclofenac diethylamine 1.16% w/w, methyl salicylate 10% w/w, menthol 5% w/w, linseed oil 3% w/w, propellant",
      "Pain Relief Gel": "Diclofenac diethylamine 1.16% w/w, methyl salicylate 10% w/w, menthol 5% w/w, gel base q.s.",
      "Pain Balm": "Menthol 10%, camphor 8%, eucalyptus oil 10%, wintergreen oil 6%, paraffin base q.s.",
      "Cold & Flu Tablets": "Each tablet contains paracetamol IP 500 mg, phenylephrine HCl IP 10 mg, chlorpheniramine maleate IP 2 mg. Excipients q.s.",
    },
  },
  662: {
    default: null,
    lines: {
      Vaporub: "Menthol 2.82% w/w, camphor 5.25% w/w, eucalyptus oil 1.5% w/w, nutmeg oil, turpentine oil, thymol, white soft paraffin base",
      "Cough Drops": "Sugar, liquid glucose, menthol, eucalyptus oil, honey, tulsi extract, colour (150a)",
      "Herbal Cough Syrup": "Each 5 ml contains extracts of tulsi, vasaka, mulethi, sonth, pippali, honey; syrup base q.s.",
      Chyawanprash: "Amla (Indian gooseberry), sugar, ghee, honey, sesame oil, ashwagandha, giloy, shatavari, pippali, cardamom, cinnamon, and 35 other herbs",
      "Sugar-Free Chyawanprash": "Amla (Indian gooseberry), sorbitol, ghee, sesame oil, ashwagandha, giloy, shatavari, pippali, cardamom, sweetener (955)",
      "Inhaler": "Menthol 1.0 g, camphor 0.5 g, eucalyptus oil, in a wick",
      "Immunity Kadha": "Tulsi, dalchini (cinnamon), sonth (dry ginger), kali mirch (black pepper), mulethi, giloy",
    },
  },
  663: {
    default: null,
    lines: {
      "Fruit Salt Lemon": "Each 5 g contains sodium bicarbonate IP 2.32 g, citric acid IP 2.18 g, sodium carbonate IP 0.50 g, lemon flavour",
      "Hajmola Digestive Tablets": "Sugar, black salt, salt, dry ginger, black pepper, cumin, pippali, lemon extract, ammonium chloride",
      "Sat Isabgol": "Psyllium husk (isabgol) (100%)",
      "Pudin Hara Pearls": "Each pearl contains pudina satva (mint oil) 10 mg, in soft gelatin capsule",
      "Liv.52 Tablets": "Each tablet contains extracts of himsra (caper bush), kasani (chicory), kakamachi (black nightshade), arjuna, kasamarda, biranjasipha, jhavuka",
      "Antacid Gel Mint": "Each 10 ml contains dried aluminium hydroxide gel IP 830 mg, magnesium hydroxide IP 185 mg, simethicone IP 50 mg, mint flavour",
    },
  },
  664: {
    default: null,
    lines: {
      "Antiseptic Liquid": "Chloroxylenol IP 4.8% w/v, terpineol, isopropyl alcohol, caramel, castor oil soap, water",
      "Antiseptic Cream": "Cetrimide IP 0.5% w/w, chlorhexidine gluconate 0.1% w/w, cream base q.s.",
    },
  },
  665: {
    default: null,
    lines: {
      "Multivitamin Tablets": "Vitamins A, B1, B2, B3, B6, B12, C, D3, E, folic acid, zinc, iron, calcium, magnesium; excipients q.s.",
      "Ashwagandha Tablets": "Each tablet contains ashwagandha (Withania somnifera) root extract 500 mg; excipients q.s.",
      "Omega-3 Fish Oil Capsules": "Fish oil (EPA 180 mg, DHA 120 mg) 1000 mg; gelatin capsule shell, glycerin",
      "Biotin Hair Gummies": "Sugar, glucose syrup, pectin (440), biotin (5,000 mcg per 2 gummies), zinc, citric acid (330), flavours, colour (160c)",
      "Calcium & Vitamin D3 Tablets": "Each tablet contains calcium carbonate 1250 mg (elemental calcium 500 mg), vitamin D3 250 IU; excipients q.s.",
    },
  },
  666: { default: null },
  // Cleaning Essentials: the pack's composition.
  701: {
    default: "Anionic surfactants (linear alkyl benzene sulphonate, 15–30%), sodium carbonate, sodium sulphate, zeolite, enzymes, optical brightener, perfume",
    lines: {
      "Front Load Liquid Detergent": "Water, anionic surfactants (5–15%), non-ionic surfactants (<5%), enzymes (protease, amylase), preservative, optical brightener, perfume",
      "Top Load Liquid Detergent": "Water, anionic surfactants (5–15%), non-ionic surfactants (<5%), enzymes (protease), preservative, optical brightener, perfume",
    },
  },
  702: {
    default: null,
    lines: {
      "Detergent Bar": "Linear alkyl benzene sulphonate, sodium carbonate, calcite, sodium silicate, perfume, colour",
      "Fabric Conditioner": "Water, cationic surfactant (esterquat, 5–15%), perfume, preservative, colourant",
      "Fabric Whitener": "Water, ultramarine blue, dispersing agent, preservative",
      "Stain Remover": "Water, non-ionic surfactants, hydrogen peroxide (<5%), enzymes, perfume",
      "Woollen & Silk Wash": "Water, anionic surfactants (5–15%), non-ionic surfactants, glycerin, preservative, perfume",
    },
  },
  703: {
    default: null,
    lines: {
      "Dishwash Bar": "Linear alkyl benzene sulphonate, calcite, sodium carbonate, lemon extract, perfume, colour",
      "Dishwash Gel": "Water, anionic surfactants (15–30%), lemon extract, sodium chloride, preservative, perfume, colour",
      "Dishwasher Tablets": "Sodium carbonate, sodium percarbonate, sodium citrate, non-ionic surfactants, enzymes (protease, amylase), polycarboxylates",
      "Dishwasher Powder": "Sodium carbonate, sodium citrate, sodium percarbonate, non-ionic surfactants, enzymes",
    },
  },
  704: {
    default: "Water, cationic surfactant (benzalkonium chloride), non-ionic surfactant, perfume, colourant",
    lines: {
      "Toilet Cleaner": "Water, hydrochloric acid (10%), surfactant, thickener, colourant, perfume",
      "Glass Cleaner": "Water, isopropyl alcohol, non-ionic surfactant, ammonia, colourant, perfume",
      "White Phenyl": "Water, pine oil, phenolic compounds, emulsifier, perfume",
    },
  },
  705: {
    default: null,
    lines: {
      "Mosquito Repellent Refill": "Transfluthrin 0.88% w/w, solvent q.s.",
      "Mosquito Repellent Machine + Refill": "Refill: transfluthrin 0.88% w/w, solvent q.s.",
      "Mosquito Coil": "Allethrin 0.1% w/w, coconut shell powder, wood powder, binders, colour",
      "Cockroach Spray": "Imiprothrin 0.07% w/w, cypermethrin 0.2% w/w, solvent and propellant q.s.",
      "Room Freshener Spray": "Perfume, ethanol, propellant (butane, propane)",
    },
  },
  706: { default: null },
  // Home & Kitchen
  741: { default: null },
  742: { default: null },
  743: { default: null },
  744: { default: null },
  745: { default: null, lines: { Agarbatti: "Bamboo stick, charcoal, jigat powder, perfume", "Camphor Tablets": "Camphor (100%)" } },
  746: { default: null },
  // Personal Care
  781: {
    default: SOAP,
    lines: {
      "Body Wash": "Aqua, sodium laureth sulfate, cocamidopropyl betaine, glycerin, sodium chloride, perfume, citric acid, sodium benzoate",
      Handwash: "Aqua, sodium laureth sulfate, cocamidopropyl betaine, glycerin, sodium chloride, chloroxylenol, perfume, citric acid",
      "Hand Sanitiser": "Ethyl alcohol 70% v/v, aqua, glycerin, carbomer, aminomethyl propanol, perfume",
      "Talcum Powder": "Talc, perfume, zinc stearate, menthol",
    },
  },
  782: {
    default: SHAMPOO,
    lines: {
      "Anti-Dandruff Shampoo": `${SHAMPOO}, zinc pyrithione (1%)`,
      "Onion Hair Oil": "Coconut oil, sesame oil, onion (Allium cepa) oil, bhringraj extract, amla extract, fragrance",
      Conditioner: "Aqua, cetearyl alcohol, behentrimonium chloride, dimethicone, perfume, phenoxyethanol",
      "Coconut Hair Oil": "Coconut oil (100%)",
      "Amla Hair Oil": "Light mineral oil, amla (Emblica officinalis) extract, sesame oil, fragrance, colour",
      "Almond Hair Oil": "Light mineral oil, sweet almond oil, vitamin E, fragrance",
      "Hair Colour": "Aqua, cetearyl alcohol, ammonia, p-phenylenediamine, resorcinol, fragrance. Developer: hydrogen peroxide 6%",
      "Hair Serum": "Cyclopentasiloxane, dimethiconol, argan oil, phenyl trimethicone, fragrance",
    },
  },
  783: {
    default: "Aqua, glycerin, stearic acid, mineral oil, cetyl alcohol, dimethicone, niacinamide, phenoxyethanol, fragrance",
    lines: {
      "Face Wash": "Aqua, glycerin, sodium laureth sulfate, cocamidopropyl betaine, neem extract, salicylic acid, sodium chloride, fragrance",
      "Charcoal Face Wash": "Aqua, glycerin, sodium laureth sulfate, cocamidopropyl betaine, charcoal powder, sodium chloride, fragrance",
      "Aloe Vera Gel": "Aloe barbadensis leaf juice (99%), carbomer, triethanolamine, phenoxyethanol",
      "Sunscreen SPF 50": "Aqua, octocrylene, avobenzone, homosalate, ethylhexyl salicylate, glycerin, titanium dioxide, phenoxyethanol",
      "Vitamin C Face Serum": "Aqua, ascorbyl glucoside (10%), niacinamide, glycerin, hyaluronic acid, phenoxyethanol",
      "Lip Balm": "Petrolatum, beeswax, cera alba, shea butter, vitamin E, flavour",
      "Hair Removal Cream": "Aqua, potassium thioglycolate, calcium hydroxide, cetearyl alcohol, mineral oil, fragrance",
      "Petroleum Jelly": "White petrolatum (100%)",
      "Cold Cream": "Aqua, mineral oil, beeswax, almond oil, borax, fragrance",
    },
  },
  784: {
    default: "Calcium carbonate, sorbitol, aqua, sodium lauryl sulfate, hydrated silica, sodium monofluorophosphate (1000 ppm fluoride), flavour, cellulose gum, sodium saccharin",
    lines: {
      "Herbal Toothpaste": "Calcium carbonate, sorbitol, aqua, neem extract, clove oil, babool extract, sodium lauryl sulfate, sodium monofluorophosphate, flavour",
      "Sensitive Toothpaste": "Potassium nitrate 5% w/w, sodium fluoride 0.22% w/w, sorbitol, hydrated silica, aqua, glycerin, flavour",
      "Kids Toothpaste": "Sorbitol, aqua, hydrated silica, sodium fluoride (500 ppm fluoride), flavour (strawberry), sodium saccharin",
      Mouthwash: "Aqua, sorbitol, alcohol, eucalyptol, menthol, thymol, methyl salicylate, benzoic acid, flavour",
      "Soft Toothbrush": null,
      "Dental Floss": null,
    },
  },
  785: {
    default: null,
    lines: {
      "Shaving Foam": "Aqua, stearic acid, triethanolamine, isobutane, propane, glycerin, aloe vera extract, fragrance",
      "Beard Oil": "Sweet almond oil, jojoba oil, argan oil, vitamin E, fragrance",
      "Men's Deodorant Spray": "Alcohol denat., propellant (butane, isobutane, propane), fragrance",
      "Women's Deodorant Spray": "Alcohol denat., propellant (butane, isobutane, propane), fragrance",
      "Roll-on Deodorant": "Aqua, aluminium chlorohydrate, steareth-2, steareth-21, fragrance",
    },
  },
  786: { default: null },
  787: {
    default: null,
    lines: {
      Kajal: "Ceresin, paraffin, carbon black (CI 77266), almond oil, castor oil, camphor",
      "Matte Lipstick": "Isododecane, dimethicone, kaolin, synthetic wax, pigments (CI 15850, CI 77491)",
      "Compact Powder": "Talc, mica, zinc stearate, titanium dioxide, iron oxides",
      "Micellar Water": "Aqua, hexylene glycol, glycerin, poloxamer 184, disodium cocoamphodiacetate, disodium EDTA, polyaminopropyl biguanide",
    },
  },
  // Pet Care
  821: {
    default: "Cereals (rice, maize), chicken (26%), poultry by-product meal, vegetable oil, beet pulp, vegetables, minerals, vitamins",
    lines: {
      "Puppy Dry Food": "Chicken (30%), rice, maize, poultry fat, milk solids, fish oil (DHA), minerals, vitamins",
      "Wet Dog Food Chicken Gravy": "Chicken and chicken by-products (55%), water, rice, vegetable oil, carrageenan, minerals, vitamins",
      "Large Breed Adult Dry Food": "Chicken (26%), rice, maize, poultry fat, beet pulp, glucosamine, chondroitin, minerals, vitamins",
      "Dog Treats Biscuits": "Wheat flour, chicken meal, vegetable oil, milk solids, salt, calcium",
    },
  },
  822: {
    default: "Ocean fish (25%), rice, maize gluten, chicken meal, animal fat, taurine, minerals, vitamins",
    lines: {
      "Kitten Dry Food": "Chicken (30%), rice, fish meal, animal fat, milk solids, taurine, DHA, minerals, vitamins",
      "Wet Cat Food Tuna": "Tuna (40%), water, fish by-products, thickener (carrageenan), taurine, minerals, vitamins",
      "Cat Treats": "Chicken (45%), rice flour, glycerin, fish oil, taurine",
      "Clumping Cat Litter": null,
    },
  },
  823: { default: null, lines: { "Dog Shampoo": "Aqua, sodium laureth sulfate, cocamidopropyl betaine, neem oil, aloe vera, fragrance" } },
  824: {
    default: "Fish meal, wheat flour, shrimp meal, spirulina, yeast, vitamins, minerals",
    lines: { "Bird Seed Mix": "Millet, canary seed, sunflower seeds, safflower", "Parrot Food": "Sunflower seeds, maize, millet, peanuts, safflower, dried fruit" },
  },
  // Paan Corner
  861: {
    default: "Fennel (saunf), sugar, coriander seeds, sesame seeds, menthol, colours (102, 124, 133)",
    lines: {
      "Roasted Saunf Mukhwas": "Fennel (saunf) (90%), salt, turmeric",
      "Dhana Dal": "Roasted coriander seed splits (95%), salt",
      "Silver Coated Elaichi": "Cardamom, sugar, silver leaf (varq)",
      "Mouth Freshener Pellets": "Sugar, menthol, cardamom, flavour, colour (133)",
    },
  },
  862: {
    default: "Betel nut (supari) (75%), sugar, menthol, cardamom, flavours",
    lines: { Gulkand: "Rose petals (40%), sugar (60%)", "Betel Leaves": null },
  },
  863: {
    default: "Sugar, tamarind (20%), salt, black salt, red chilli, cumin",
    lines: {
      "Aam Papad": "Mango pulp (70%), sugar, acidity regulator (330), preservative (223)",
      "Chatpata Churan Goli": "Sugar, black salt, salt, amchur, cumin, black pepper, citric acid (330)",
      "Kachcha Aam Digestive Candy": "Sugar, raw mango powder, black salt, cumin, acidity regulator (330)",
    },
  },
  864: { default: null },
  // Print & Stationery
  901: { default: null },
  902: { default: null },
  903: { default: null },
  904: { default: null },
  905: { default: null },
};

