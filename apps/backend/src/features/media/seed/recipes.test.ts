// The recipes page promises portions, cost of goods and allergens on every card.
import { describe, expect, it } from 'vitest';
import { EU_ALLERGENS } from '@frischkontor/contract';
import { RECIPES, recipeSheet } from './catalogue';

describe('recipe cards', () => {
  it('state portions, cost per portion and allergens from the 14 EU groups on every card', () => {
    expect(RECIPES.length).toBeGreaterThan(0);
    for (const recipe of RECIPES) {
      expect(recipe.portions, recipe.name).toMatch(/^\d+ /);
      expect(recipe.costPerPortion, recipe.name).toMatch(/^\d+,\d\d € je /);
      expect(recipe.allergens.length, recipe.name).toBeGreaterThan(0);
      for (const a of recipe.allergens) expect(EU_ALLERGENS).toContain(a);
      const facts = JSON.stringify(recipeSheet(recipe));
      expect(facts, recipe.name).toContain(recipe.costPerPortion);
      expect(facts, recipe.name).toContain(recipe.allergens.join(', '));
      expect(facts, recipe.name).toContain(recipe.portions);
    }
  });
});
