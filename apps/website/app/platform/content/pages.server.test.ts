import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FACTS, NEW_CUSTOMER, SAMPLE_RECIPE } from '@frischkontor/contract';
import { describe, expect, it } from 'vitest';
import { site } from '~/config/site';
import { contentRoot } from './collection.server';
import { fillPlaceholders, readPage } from './pages.server';

describe('marketing pages as content', () => {
  it('reads every page file in content/pages against the block schema', () => {
    const names = readdirSync(join(contentRoot(), 'pages')).map((f) => f.replace(/\.yaml$/, ''));
    expect(names.length).toBeGreaterThanOrEqual(22);
    for (const name of names) {
      const page = readPage(name);
      expect(page.seo.title, name).not.toBe('');
      expect(page.blocks.length, name).toBeGreaterThan(0);
      expect(JSON.stringify(page), name).not.toContain('{{');
    }
  });

  it('renders Markdown fields to HTML and resolves icons and images by name', () => {
    const page = readPage('philosophie');
    const hero = page.blocks[0]!;
    expect(hero.type).toBe('hero');
    if (hero.type !== 'hero') return;
    expect(hero.lead?.html).toMatch(/^<p>Heinrich Hallberg/);
    expect(hero.image).toBeTruthy();
    const cards = page.blocks.find((b) => b.type === 'cards');
    expect(cards?.type === 'cards' && cards.items[0]?.icon).toMatch(/^[Mm][\d\s.,]/);
  });

  it('prints the one stated fact for each placeholder, and refuses an unknown one', () => {
    expect(fillPlaceholders('bei {{fakt.freezerStorage}}', 'x')).toBe(
      `bei ${FACTS.freezerStorage}`,
    );
    expect(fillPlaceholders('{{ firma.hotline.display }}', 'x')).toBe(site.hotline.display);
    expect(fillPlaceholders('{{haltung.2.handel}}', 'x')).toBe('StallPlus');
    expect(fillPlaceholders('{{rezept.name}}', 'x')).toBe(SAMPLE_RECIPE.name);
    expect(() => fillPlaceholders('{{firma.gibtEsNicht}}', 'pages/a.yaml')).toThrow(
      'pages/a.yaml: unknown placeholder {{firma.gibtEsNicht}}',
    );
    // Not a fact: an object, or a path through the prototype.
    expect(() => fillPlaceholders('{{firma.hotline}}', 'x')).toThrow(/unknown placeholder/);
    expect(() => fillPlaceholders('{{firma.constructor.name}}', 'x')).toThrow(
      /unknown placeholder/,
    );
  });

  it('lists the new customers’ steps from the contract where a page names them', () => {
    const page = readPage('produkte-und-services');
    const section = page.blocks.find((b) => b.type === 'split' && b.id === 'kunde-werden');
    expect(section?.type).toBe('split');
    if (section?.type !== 'split' || section.media.kind !== 'steps') return;
    expect(section.media.items.map((step) => step.title)).toEqual(
      NEW_CUSTOMER.steps.map((step) => step.title),
    );
    expect(section.actions?.map((a) => a.to)).toEqual([
      '/registrieren',
      '/kontakt?thema=neukunde-werden#formular',
    ]);
    expect(fillPlaceholders('{{neukunde.summary}}', 'x')).toBe(NEW_CUSTOMER.summary);
  });

  it('names the file and the field of a mistake', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pages-'));
    mkdirSync(join(dir, 'pages'));
    writeFileSync(
      join(dir, 'pages', 'kaputt.yaml'),
      'seo: { title: T, description: D }\nblocks:\n  - type: cards\n    items:\n      - title: A\n        text: B\n        icon: gibtsnicht\n',
    );
    expect(() => readPage('kaputt', dir)).toThrow(/pages\/kaputt\.yaml: blocks\.0\.items\.0\.icon/);
    writeFileSync(
      join(dir, 'pages', 'tippfehler.yaml'),
      'seo: { title: T, description: D }\nblocks:\n  - type: hero\n    titel: Falsch geschrieben\n',
    );
    expect(() => readPage('tippfehler', dir)).toThrow(/pages\/tippfehler\.yaml: blocks\.0/);
    writeFileSync(
      join(dir, 'pages', 'bild.yaml'),
      'seo: { title: T, description: D }\nblocks:\n  - type: hero\n    title: A\n    image: gibt-es-nicht\n',
    );
    expect(() => readPage('bild', dir)).toThrow(/blocks\.0\.image: no image "gibt-es-nicht"/);
  });
});
