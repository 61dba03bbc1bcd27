// Recipe cards: the media library's seeded cards (apps/backend) and the example on
// /foodservice/rezepte show the same recipe, so it is written here once.

/** The 14 main allergens of the EU Food Information Regulation (LMIV, Annex II). */
export const EU_ALLERGENS = [
  'Glutenhaltiges Getreide',
  'Krebstiere',
  'Eier',
  'Fisch',
  'Erdnüsse',
  'Soja',
  'Milch',
  'Schalenfrüchte',
  'Sellerie',
  'Senf',
  'Sesam',
  'Schwefeldioxid und Sulfite',
  'Lupinen',
  'Weichtiere',
] as const;
export type Allergen = (typeof EU_ALLERGENS)[number];

export const RECIPE_CATEGORIES = [
  'Hauptgericht',
  'Kleine Gerichte',
  'Vorspeise und Suppe',
  'Beilage',
  'Dessert',
] as const;
export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number];

/** A recipe card as the media library files it and the public page quotes it. */
export interface Recipe {
  name: string;
  category: RecipeCategory;
  portions: string;
  /** Cost of goods per portion (or per tray, per piece) at our list prices. */
  costPerPortion: string;
  allergens: Allergen[];
  ingredients: [string, string][];
  steps: string[];
}

/** The card quoted as an example on /foodservice/rezepte. */
export const SAMPLE_RECIPE: Recipe = {
  name: 'Hühnerfrikassee mit Reis',
  category: 'Hauptgericht',
  portions: '10 Portionen',
  costPerPortion: '1,95 € je Portion',
  allergens: ['Milch', 'Glutenhaltiges Getreide', 'Sellerie'],
  ingredients: [
    ['Hähnchenbrustfilet, gewürfelt', '1,6 kg'],
    ['Champignons, frisch', '600 g'],
    ['Möhren, in Scheiben', '400 g'],
    ['Erbsen, tiefgekühlt', '400 g'],
    ['Butter', '80 g'],
    ['Weizenmehl Type 405', '80 g'],
    ['Geflügelfond', '1,5 l'],
    ['Sahne, 30 % Fett', '0,4 l'],
    ['Zitrone (Saft und Abrieb)', '1 Stück'],
    ['Langkornreis, roh', '800 g'],
  ],
  steps: [
    'Hähnchen in Geflügelfond bei knapp 80 °C gar ziehen lassen (Kerntemperatur 72 °C), herausnehmen, Fond aufheben.',
    'Aus Butter und Mehl eine helle Mehlschwitze ziehen, mit Fond und Sahne aufgießen und 10 Minuten köcheln. Gemüse und Fleisch zugeben, mit Zitrone abschmecken; dazu Reis.',
  ],
};
