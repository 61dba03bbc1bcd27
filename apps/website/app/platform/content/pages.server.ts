// Marketing pages are content: `content/pages/<route>.yaml` holds a page's SEO text and its
// blocks, checked against the block schema below when the page is first asked for. Markdown
// fields become HTML here, on the server, so the copy travels in the HTML (decision 003), and
// `{{fakt.…}}`, `{{firma.…}}`, `{{haltung.…}}`, `{{rezept.…}}` and `{{neukunde.…}}` print the one
// stated fact, `items: neukunde` the new customers' steps (docs/content-guide.md).
import { ANIMAL_WELFARE_STAGES, FACTS, NEW_CUSTOMER, SAMPLE_RECIPE } from '@frischkontor/contract';
import { contactTopicSlug } from '@frischkontor/contract/forms';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { PageData } from '~/components/sections/blocks';
import * as icons from '~/components/ui/icons';
import type { PictureData } from '~/components/ui/Picture';
import { site } from '~/config/site';
import { ContentError, contentRoot } from './collection.server';
import { md } from './rich.server';

const pictures = import.meta.glob<PictureData>('/app/assets/images/*.{svg,jpg,jpeg,png,webp}', {
  query: '?responsive',
  import: 'default',
  eager: true,
});
const pictureByName = new Map(
  Object.entries(pictures).map(([path, picture]) => [
    path
      .split('/')
      .pop()!
      .replace(/\.[a-z]+$/, ''),
    picture,
  ]),
);

const PLACEHOLDERS = {
  fakt: FACTS,
  firma: site,
  haltung: {
    staat: ANIMAL_WELFARE_STAGES.map((s) => s.state).join(', '),
    handel: ANIMAL_WELFARE_STAGES.map((s) => s.retail).join(', '),
    ...Object.fromEntries(
      ANIMAL_WELFARE_STAGES.map((s) => [s.stage, { staat: s.state, handel: s.retail }]),
    ),
  },
  rezept: {
    ...SAMPLE_RECIPE,
    allergene: new Intl.ListFormat('de').format(SAMPLE_RECIPE.allergens),
  },
  // How a business becomes a customer (issue 29): the wording of the contract, and the contact
  // form with its topic chosen.
  neukunde: {
    ...NEW_CUSTOMER,
    kontaktformular: `/kontakt?thema=${contactTopicSlug(NEW_CUSTOMER.contactTopic)}#formular`,
  },
};

/** Step lists stated once, named where a page would list its own: `items: neukunde`. */
const SHARED_STEPS = { neukunde: NEW_CUSTOMER.steps };

/** Replaces `{{namespace.path}}` with the stated fact; an unknown one names the file. */
export function fillPlaceholders(text: string, where: string): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, path: string) => {
    let value: unknown = PLACEHOLDERS;
    for (const key of path.split('.')) {
      value =
        value !== null && typeof value === 'object' && Object.hasOwn(value, key)
          ? (value as Record<string, unknown>)[key]
          : undefined;
    }
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new ContentError(`${where}: unknown placeholder {{${path}}}`);
    return String(value);
  });
}

const rich = z.string().transform((text) => md(text));
const iconNames = Object.keys(icons) as [keyof typeof icons, ...(keyof typeof icons)[]];
const icon = z.enum(iconNames).transform((name) => icons[name]);
const picture = z.string().transform((name, ctx) => {
  const found = pictureByName.get(name);
  if (!found) ctx.addIssue({ code: 'custom', message: `no image "${name}" in app/assets/images` });
  return found!;
});
const tone = z.enum(['default', 'muted', 'brand', 'dark', 'herb']);
const action = z.strictObject({
  label: z.string(),
  to: z.string(),
  variant: z.enum(['primary', 'secondary', 'inverse']).optional(),
});
const heading = {
  id: z.string().optional(),
  eyebrow: z.string().optional(),
  title: z.string().optional(),
  intro: rich.optional(),
  tone: tone.optional(),
};
const titled = z.strictObject({ title: z.string(), text: rich });
const stepItems = z.union([
  z.array(titled),
  z
    .enum(Object.keys(SHARED_STEPS) as [keyof typeof SHARED_STEPS])
    .transform((name) =>
      SHARED_STEPS[name].map((step) => ({ title: step.title, text: md(step.text) })),
    ),
]);

const media = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('image'),
    image: picture,
    alt: z.string(),
    caption: z.string().optional(),
  }),
  z.strictObject({ kind: z.literal('steps'), items: stepItems }),
  z.strictObject({ kind: z.literal('checklist'), items: z.array(rich) }),
  z.strictObject({
    kind: z.literal('facts'),
    items: z.array(z.strictObject({ value: z.string(), label: z.string() })),
  }),
  z.strictObject({
    kind: z.literal('quote'),
    text: z.string(),
    author: z.string(),
    role: z.string(),
  }),
  z.strictObject({ kind: z.literal('card'), icon: icon.optional(), title: z.string(), text: rich }),
]);

const block = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('hero'),
    eyebrow: z.string().optional(),
    title: z.string(),
    lead: rich.optional(),
    actions: z.array(action).optional(),
    image: picture.optional(),
    imageAlt: z.string().optional(),
    breadcrumbs: z
      .array(z.strictObject({ label: z.string(), to: z.string().optional() }))
      .optional(),
  }),
  z.strictObject({
    ...heading,
    type: z.literal('cards'),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
    items: z.array(
      z.strictObject({
        icon: icon.optional(),
        title: z.string(),
        text: rich,
        to: z.string().optional(),
        linkLabel: z.string().optional(),
      }),
    ),
  }),
  z.strictObject({
    ...heading,
    type: z.literal('facts'),
    items: z.array(z.strictObject({ value: z.string(), label: z.string() })),
  }),
  z.strictObject({ ...heading, type: z.literal('steps'), items: stepItems }),
  z.strictObject({
    ...heading,
    type: z.literal('checklist'),
    columns: z.union([z.literal(1), z.literal(2)]).optional(),
    items: z.array(rich),
  }),
  z.strictObject({
    ...heading,
    type: z.literal('faq'),
    items: z.array(z.strictObject({ question: z.string(), answer: rich })),
  }),
  z.strictObject({ ...heading, type: z.literal('prose'), body: rich }),
  z.strictObject({
    ...heading,
    type: z.literal('table'),
    caption: z.string(),
    head: z.array(z.string()),
    rows: z.array(z.array(z.string())),
  }),
  z.strictObject({ ...heading, type: z.literal('contact') }),
  z.strictObject({
    type: z.literal('split'),
    id: z.string().optional(),
    eyebrow: z.string().optional(),
    title: z.string(),
    body: rich,
    media,
    reverse: z.boolean().optional(),
    tone: tone.optional(),
    actions: z.array(action).optional(),
  }),
  z.strictObject({
    type: z.literal('quote'),
    text: z.string(),
    author: z.string(),
    role: z.string(),
    tone: tone.optional(),
  }),
  z.strictObject({
    type: z.literal('cta'),
    title: z.string(),
    text: rich,
    actions: z.array(action),
  }),
]);

const pageSchema: z.ZodType<PageData, unknown> = z.strictObject({
  seo: z.strictObject({ title: z.string(), description: z.string() }),
  blocks: z.array(block),
});

/** Reads and checks one page file; a mistake names the file and the field. */
export function readPage(name: string, root = contentRoot()): PageData {
  const file = join('pages', `${name}.yaml`);
  const parsed = parseYaml(readFileSync(join(root, file), 'utf8'));
  const filled = JSON.parse(
    JSON.stringify(parsed, (_, value: unknown) =>
      typeof value === 'string' ? fillPlaceholders(value, file) : value,
    ),
  ) as unknown;
  const result = pageSchema.safeParse(filled);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ContentError(`${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return result.data;
}

/**
 * A marketing page's loader: the file is read on first use and kept while the process runs
 * (the content folder ships with the build). `content/pages/<name>.yaml`.
 */
export function contentPage(name: string): () => PageData {
  let page: PageData | undefined;
  return () => (page ??= readPage(name));
}
