// What a start puts into the database besides the schema: the base data every installation
// needs, and the demo data of a fresh one outside production. Above the features: it uses them.
export { seedBase, WIKI_AUTHOR_ROLE, WIKI_EDITOR_ROLE } from './base';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoPasswordHash, seedDemo } from './demo';
