/**
 * Demo recipes (docs/rules.md#recipes). Each ingredient names the catalogue product that stands for it by
 * product name and pack size, as an operator would write it; the seed looks the product up after the
 * products are written (app/services/seed/recipes.server.ts), so product ids never appear here.
 * tests/unit/recipes-data.test.ts checks every product named here exists in the curated catalogue.
 */

export interface SeedRecipeIngredient {
  label: string;
  /** As the recipe uses it: "200 g", "2 tbsp". */
  quantity: string;
  product: string;
  unit: string;
  /** Packs one "add all" puts in the cart (default 1). */
  packs?: number;
}

export interface SeedRecipe {
  id: number;
  name: string;
  description: string;
  icon: string;
  background: string;
  cuisine: string;
  course: string;
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  ingredients: SeedRecipeIngredient[];
  steps: string[];
}

const OIL = { label: "Sunflower oil", product: "Fortune Refined Sunflower Oil", unit: "1 l" } as const;
const SALT = { label: "Salt", quantity: "to taste", product: "Tata Salt Iodised Salt", unit: "1 kg" } as const;
const TURMERIC = { label: "Turmeric powder", product: "MDH Turmeric Powder", unit: "100 g" } as const;
const CHILLI = { label: "Red chilli powder", product: "MDH Red Chilli Powder", unit: "100 g" } as const;
const JEERA = { label: "Cumin seeds", product: "Nukkad Essentials Jeera (Cumin Seeds)", unit: "100 g" } as const;
const MUSTARD = { label: "Mustard seeds", product: "Nukkad Essentials Mustard Seeds (Rai)", unit: "100 g" } as const;
const ONION = { label: "Onion", product: "Nukkad Fresh Onion", unit: "500 g" } as const;
const TOMATO = { label: "Tomato", product: "Nukkad Fresh Hybrid Tomato", unit: "500 g" } as const;
const GREEN_CHILLI = { label: "Green chilli", product: "Nukkad Fresh Green Chilli", unit: "100 g" } as const;
const GINGER = { label: "Ginger", product: "Nukkad Fresh Ginger", unit: "100 g" } as const;
const GARLIC = { label: "Garlic", product: "Nukkad Fresh Garlic", unit: "100 g" } as const;
const CORIANDER = { label: "Coriander leaves", quantity: "a handful", product: "Nukkad Fresh Coriander Leaves", unit: "100 g" } as const;
const CURRY_LEAVES = { label: "Curry leaves", quantity: "10 leaves", product: "Nukkad Fresh Curry Leaves", unit: "50 g" } as const;
const GARAM_MASALA = { label: "Garam masala", product: "MDH Garam Masala", unit: "50 g" } as const;
const GHEE = { label: "Ghee", product: "Amul Desi Cow Ghee", unit: "500 ml" } as const;
const LEMON = { label: "Lemon", product: "Nukkad Fresh Lemon", unit: "4 pcs (150-200 g)" } as const;
const BASMATI = { label: "Basmati rice", product: "India Gate Basmati Rice Classic", unit: "1 kg" } as const;

export const RECIPES: SeedRecipe[] = [
  {
    id: 1,
    name: "Paneer Butter Masala",
    description: "Soft paneer cubes in a silky tomato, butter and cream gravy: the restaurant favourite, made at home.",
    icon: "curry-rice",
    background: "#fdf1e7",
    cuisine: "North Indian",
    course: "Main course",
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 30,
    ingredients: [
      { label: "Paneer", quantity: "200 g", product: "Amul Fresh Malai Paneer", unit: "200 g" },
      { label: "Butter", quantity: "3 tbsp", product: "Amul Salted Butter", unit: "100 g" },
      { label: "Fresh cream", quantity: "1/4 cup", product: "Amul Fresh Cream", unit: "200 ml" },
      { ...TOMATO, quantity: "4 medium" },
      { ...ONION, quantity: "1 large" },
      { ...GINGER, quantity: "1 inch" },
      { ...GARLIC, quantity: "4 cloves" },
      { label: "Kashmiri red chilli powder", quantity: "1 tsp", product: "MDH Kashmiri Red Chilli Powder", unit: "100 g" },
      { ...GARAM_MASALA, quantity: "1/2 tsp" },
      { label: "Kasuri methi", quantity: "1 tsp", product: "MDH Kasuri Methi", unit: "25 g" },
      { label: "Cashews", quantity: "10", product: "Nukkad Essentials Cashews Whole (W320)", unit: "250 g" },
    ],
    steps: [
      "Soak the cashews in hot water for 10 minutes.",
      "Melt 1 tbsp butter, soften the chopped onion, ginger and garlic, then add the tomatoes and cook until they break down.",
      "Cool and blend with the soaked cashews into a smooth purée.",
      "Melt the rest of the butter, add the purée, chilli powder and garam masala and simmer for 8–10 minutes.",
      "Stir in the cream and crushed kasuri methi, season with salt.",
      "Add the paneer cubes, simmer for 2 minutes and serve with naan or rice.",
    ],
  },
  {
    id: 2,
    name: "Dal Tadka",
    description: "Everyday toor dal finished with a sizzling tempering of ghee, cumin, garlic and red chilli.",
    icon: "shallow-pan-of-food",
    background: "#fff8dc",
    cuisine: "North Indian",
    course: "Main course",
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 25,
    ingredients: [
      { label: "Toor dal", quantity: "1 cup", product: "Tata Sampann Toor Dal", unit: "500 g" },
      { ...ONION, quantity: "1 medium" },
      { ...TOMATO, quantity: "1 medium" },
      { ...GARLIC, quantity: "5 cloves" },
      { ...GREEN_CHILLI, quantity: "2" },
      { ...GHEE, quantity: "2 tbsp" },
      { ...JEERA, quantity: "1 tsp" },
      { ...TURMERIC, quantity: "1/2 tsp" },
      { ...CHILLI, quantity: "1/2 tsp" },
      { ...SALT },
      { ...CORIANDER },
    ],
    steps: [
      "Wash the dal and pressure-cook it with turmeric, salt and 3 cups of water for 3–4 whistles.",
      "Heat 1 tbsp ghee, add the onion, green chilli and tomato and cook until soft.",
      "Add the cooked dal, a little water if thick, and simmer for 5 minutes.",
      "For the tadka, heat the rest of the ghee, crackle the cumin, add sliced garlic and the chilli powder off the heat.",
      "Pour the tadka over the dal and garnish with coriander.",
    ],
  },
  {
    id: 3,
    name: "Aloo Paratha",
    description: "Whole-wheat flatbreads stuffed with spiced potato, cooked golden with ghee on a tawa.",
    icon: "flatbread",
    background: "#fff4e0",
    cuisine: "Punjabi",
    course: "Breakfast",
    servings: 4,
    prepMinutes: 25,
    cookMinutes: 20,
    ingredients: [
      { label: "Whole wheat atta", quantity: "2 cups", product: "Aashirvaad Whole Wheat Atta", unit: "1 kg" },
      { label: "Potato", quantity: "4 medium", product: "Nukkad Fresh Potato", unit: "1 kg" },
      { ...GREEN_CHILLI, quantity: "2" },
      { ...CORIANDER },
      { label: "Amchur or chaat masala", quantity: "1/2 tsp", product: "MDH Chaat Masala", unit: "50 g" },
      { ...CHILLI, quantity: "1/2 tsp" },
      { ...GHEE, quantity: "for cooking" },
      { ...SALT },
      { label: "Curd, to serve", quantity: "1 cup", product: "Amul Dahi (Set Curd)", unit: "400 g" },
    ],
    steps: [
      "Knead the atta with a pinch of salt and water into a soft dough; rest it for 15 minutes.",
      "Boil, peel and mash the potatoes; mix in chopped chilli, coriander, chaat masala, chilli powder and salt.",
      "Roll a ball of dough into a small disc, place a ball of filling in the middle, close it and roll it out gently.",
      "Cook on a hot tawa, flip, brush both sides with ghee and press until golden spots appear.",
      "Serve hot with curd and pickle.",
    ],
  },
  {
    id: 4,
    name: "Masala Chai",
    description: "Strong tea simmered with milk, ginger and cardamom: the cup that starts every Indian morning.",
    icon: "teacup-without-handle",
    background: "#f4efe6",
    cuisine: "Indian",
    course: "Drink",
    servings: 2,
    prepMinutes: 2,
    cookMinutes: 8,
    ingredients: [
      { label: "Tea leaves", quantity: "2 tsp", product: "Tata Tea Premium Leaf Tea", unit: "250 g" },
      { label: "Milk", quantity: "1 cup", product: "Amul Toned Fresh Milk", unit: "500 ml" },
      { label: "Sugar", quantity: "2 tsp", product: "Madhur Sugar", unit: "1 kg" },
      { ...GINGER, quantity: "1/2 inch" },
      { label: "Green cardamom", quantity: "2 pods", product: "Nukkad Essentials Green Cardamom (Elaichi)", unit: "50 g" },
    ],
    steps: [
      "Boil 1 cup of water with the crushed ginger and cardamom for 2 minutes.",
      "Add the tea leaves and sugar and boil for a minute more.",
      "Pour in the milk and let it rise to a boil twice.",
      "Strain into cups and serve hot.",
    ],
  },
  {
    id: 5,
    name: "Kanda Poha",
    description: "Light, lemony flattened rice with onion, peanuts and curry leaves: Maharashtra's favourite breakfast.",
    icon: "bowl-with-spoon",
    background: "#fff8dc",
    cuisine: "Maharashtrian",
    course: "Breakfast",
    servings: 3,
    prepMinutes: 10,
    cookMinutes: 10,
    ingredients: [
      { label: "Thick poha", quantity: "2 cups", product: "Nukkad Essentials Thick Poha", unit: "500 g" },
      { ...ONION, quantity: "1 large" },
      { ...GREEN_CHILLI, quantity: "2" },
      { ...CURRY_LEAVES },
      { ...MUSTARD, quantity: "1 tsp" },
      { ...TURMERIC, quantity: "1/4 tsp" },
      { label: "Peanuts", quantity: "2 tbsp", product: "Haldiram's Masala Peanuts", unit: "200 g" },
      { ...LEMON, quantity: "1" },
      { ...OIL, quantity: "2 tbsp" },
      { ...CORIANDER },
    ],
    steps: [
      "Rinse the poha in a sieve until soft, drain, and mix in turmeric, salt and a pinch of sugar.",
      "Heat oil, crackle the mustard seeds, add curry leaves, green chilli and peanuts.",
      "Add the onion and cook until translucent.",
      "Add the poha, toss gently and steam covered for 2 minutes.",
      "Finish with lemon juice and coriander.",
    ],
  },
  {
    id: 6,
    name: "Jeera Rice",
    description: "Fragrant basmati rice tempered with cumin and whole spices in ghee.",
    icon: "cooked-rice",
    background: "#f7f3e8",
    cuisine: "North Indian",
    course: "Main course",
    servings: 4,
    prepMinutes: 20,
    cookMinutes: 20,
    ingredients: [
      { ...BASMATI, quantity: "1 1/2 cups" },
      { ...JEERA, quantity: "2 tsp" },
      { ...GHEE, quantity: "2 tbsp" },
      { label: "Bay leaf", quantity: "1", product: "Nukkad Essentials Bay Leaves (Tej Patta)", unit: "25 g" },
      { label: "Cloves", quantity: "3", product: "Nukkad Essentials Cloves (Laung)", unit: "50 g" },
      { ...SALT },
      { ...CORIANDER },
    ],
    steps: [
      "Wash the rice and soak it for 20 minutes, then drain.",
      "Heat ghee, add the cumin, bay leaf and cloves and let them sizzle.",
      "Add the rice and stir gently for a minute.",
      "Pour in 2 1/4 cups of hot water with salt, cover and cook on low heat for 12 minutes.",
      "Rest for 5 minutes, fluff with a fork and garnish with coriander.",
    ],
  },
  {
    id: 7,
    name: "Chole",
    description: "Punjabi chickpea curry with onion, tomato and chhole masala, best with bhature or rice.",
    icon: "pot-of-food",
    background: "#fbeee6",
    cuisine: "Punjabi",
    course: "Main course",
    servings: 4,
    prepMinutes: 20,
    cookMinutes: 40,
    ingredients: [
      { label: "Kabuli chana", quantity: "1 cup", product: "Nukkad Essentials Kabuli Chana", unit: "500 g" },
      { label: "Chhole masala", quantity: "2 tsp", product: "MDH Chhole Masala", unit: "50 g" },
      { ...ONION, quantity: "2 medium" },
      { ...TOMATO, quantity: "2 medium" },
      { ...GINGER, quantity: "1 inch" },
      { ...GARLIC, quantity: "5 cloves" },
      { ...GREEN_CHILLI, quantity: "2" },
      { ...OIL, quantity: "3 tbsp" },
      { ...SALT },
      { label: "Black tea bags, for colour", quantity: "1", product: "Tetley Black Tea Bags", unit: "50 tea bags" },
    ],
    steps: [
      "Soak the chana overnight. Pressure-cook it with salt and a tea bag for 5–6 whistles; discard the tea bag.",
      "Heat oil and cook the onion until golden, then add ginger, garlic and green chilli.",
      "Add the tomatoes and chhole masala and cook until the oil separates.",
      "Add the chana with its water, mash a few and simmer for 15 minutes until thick.",
    ],
  },
  {
    id: 8,
    name: "Rava Upma",
    description: "Savoury semolina porridge with vegetables and a South Indian tempering, ready in 20 minutes.",
    icon: "steaming-bowl",
    background: "#f2f7fd",
    cuisine: "South Indian",
    course: "Breakfast",
    servings: 3,
    prepMinutes: 5,
    cookMinutes: 15,
    ingredients: [
      { label: "Sooji (rava)", quantity: "1 cup", product: "Nukkad Essentials Sooji (Rava)", unit: "500 g" },
      { ...ONION, quantity: "1 medium" },
      { label: "Carrot", quantity: "1 small", product: "Nukkad Fresh Carrot (Orange)", unit: "250 g" },
      { label: "Green peas", quantity: "1/4 cup", product: "Nukkad Fresh Green Peas", unit: "250 g" },
      { ...MUSTARD, quantity: "1 tsp" },
      { label: "Urad dal", quantity: "1 tsp", product: "Tata Sampann Urad Dal (Split)", unit: "500 g" },
      { ...CURRY_LEAVES },
      { ...GINGER, quantity: "1/2 inch" },
      { ...GHEE, quantity: "2 tbsp" },
      { ...SALT },
    ],
    steps: [
      "Dry-roast the sooji until it smells toasty; set aside.",
      "Heat ghee, crackle mustard seeds and urad dal, then add curry leaves, ginger and onion.",
      "Add the carrot and peas with 2 1/2 cups of water and salt; bring to a boil.",
      "Pour in the sooji slowly while stirring so no lumps form, cover and cook for 2 minutes.",
    ],
  },
  {
    id: 9,
    name: "Egg Curry",
    description: "Boiled eggs in a spicy onion-tomato masala, a weeknight dinner with rice or roti.",
    icon: "egg",
    background: "#fff0ee",
    cuisine: "North Indian",
    course: "Main course",
    servings: 3,
    prepMinutes: 15,
    cookMinutes: 25,
    ingredients: [
      { label: "Eggs", quantity: "6", product: "Nukkad Fresh White Eggs", unit: "6 pcs" },
      { ...ONION, quantity: "2 medium" },
      { ...TOMATO, quantity: "2 medium" },
      { ...GINGER, quantity: "1 inch" },
      { ...GARLIC, quantity: "4 cloves" },
      { ...TURMERIC, quantity: "1/2 tsp" },
      { ...CHILLI, quantity: "1 tsp" },
      { label: "Coriander powder", quantity: "1 tsp", product: "MDH Coriander Powder", unit: "100 g" },
      { ...GARAM_MASALA, quantity: "1/2 tsp" },
      { ...OIL, quantity: "3 tbsp" },
      { ...SALT },
    ],
    steps: [
      "Hard-boil the eggs for 10 minutes, cool, peel and score them lightly.",
      "Fry the eggs in a little oil with a pinch of turmeric and chilli; set aside.",
      "In the same pan cook the onion until brown, add ginger and garlic, then the tomatoes and powdered spices.",
      "Add a cup of water, simmer for 8 minutes, add the eggs and garam masala and cook for 3 minutes more.",
    ],
  },
  {
    id: 10,
    name: "Lemon Rice",
    description: "Tangy South Indian rice with lemon, turmeric, peanuts and a crunchy dal tempering.",
    icon: "lemon",
    background: "#fff8dc",
    cuisine: "South Indian",
    course: "Main course",
    servings: 3,
    prepMinutes: 10,
    cookMinutes: 10,
    ingredients: [
      { label: "Sona masoori rice", quantity: "1 cup", product: "Nukkad Essentials Sona Masoori Rice", unit: "5 kg" },
      { ...LEMON, quantity: "2" },
      { label: "Peanuts", quantity: "3 tbsp", product: "Haldiram's Masala Peanuts", unit: "200 g" },
      { label: "Chana dal", quantity: "1 tbsp", product: "Tata Sampann Chana Dal", unit: "500 g" },
      { ...MUSTARD, quantity: "1 tsp" },
      { ...CURRY_LEAVES },
      { ...GREEN_CHILLI, quantity: "2" },
      { ...TURMERIC, quantity: "1/2 tsp" },
      { label: "Groundnut oil", quantity: "2 tbsp", product: "Fortune Filtered Groundnut Oil", unit: "1 l" },
      { ...SALT },
    ],
    steps: [
      "Cook the rice so the grains stay separate and spread it out to cool.",
      "Heat oil, crackle the mustard seeds, add chana dal and peanuts and fry until golden.",
      "Add curry leaves, green chilli and turmeric, then turn off the heat.",
      "Mix in the rice, salt and lemon juice gently.",
    ],
  },
  {
    id: 11,
    name: "Veg Pulao",
    description: "One-pot basmati rice with mixed vegetables and whole spices, mild enough for everyone.",
    icon: "rice-ball",
    background: "#eef8e8",
    cuisine: "North Indian",
    course: "Main course",
    servings: 4,
    prepMinutes: 20,
    cookMinutes: 25,
    ingredients: [
      { ...BASMATI, quantity: "1 1/2 cups" },
      { label: "Pulao vegetable mix", quantity: "1 1/2 cups", product: "Nukkad Fresh Pulao Vegetable Mix", unit: "250 g" },
      { ...ONION, quantity: "1 large" },
      { label: "Cinnamon", quantity: "1 inch", product: "Nukkad Essentials Cinnamon (Dalchini)", unit: "50 g" },
      { label: "Bay leaf", quantity: "1", product: "Nukkad Essentials Bay Leaves (Tej Patta)", unit: "25 g" },
      { label: "Green cardamom", quantity: "2 pods", product: "Nukkad Essentials Green Cardamom (Elaichi)", unit: "50 g" },
      { ...JEERA, quantity: "1 tsp" },
      { ...GHEE, quantity: "2 tbsp" },
      { ...SALT },
    ],
    steps: [
      "Wash and soak the rice for 20 minutes.",
      "Heat ghee, add cumin and the whole spices, then the sliced onion until light brown.",
      "Add the vegetables and sauté for 3 minutes.",
      "Add the drained rice, 2 1/4 cups of hot water and salt; cover and cook on low heat for 12 minutes.",
    ],
  },
  {
    id: 12,
    name: "Cucumber Raita",
    description: "Cool whisked curd with cucumber, roasted cumin and mint: the side for every biryani and paratha.",
    icon: "cucumber",
    background: "#ecf7ec",
    cuisine: "Indian",
    course: "Side dish",
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 0,
    ingredients: [
      { label: "Curd", quantity: "2 cups", product: "Amul Dahi (Set Curd)", unit: "400 g" },
      { label: "Cucumber", quantity: "1 medium", product: "Nukkad Fresh Cucumber", unit: "500 g" },
      { label: "Mint leaves", quantity: "8 leaves", product: "Nukkad Fresh Mint Leaves", unit: "100 g" },
      { label: "Roasted cumin powder", quantity: "1/2 tsp", product: "MDH Cumin Powder", unit: "100 g" },
      { label: "Black salt", quantity: "a pinch", product: "Catch Black Salt (Kala Namak)", unit: "100 g" },
    ],
    steps: [
      "Whisk the curd until smooth, adding a little cold water if thick.",
      "Grate the cucumber and squeeze out the extra water.",
      "Mix the cucumber into the curd with chopped mint, cumin powder and black salt.",
      "Chill for 15 minutes before serving.",
    ],
  },
];
