// Each app's built server imports at run time what its own code and the workspace packages it
// bundles import (packages/* are compiled into the app's build; their dependencies are not).
// A bare import resolves from the app's folder, so the app itself must declare every one: a
// package only a workspace package declares may resolve to another version, or not at all (the
// website once found express's `cookie` 0.7 instead of the Helium client's 2.0).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './build-state.mjs';

const json = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));

function sources(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'build', '.react-router'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sources(path, out);
    else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.(test|d)\.|\.config\./.test(entry.name))
      out.push(path);
  }
  return out;
}

/** The packages a file imports at run time (not `import type`). */
function imported(file) {
  const text = readFileSync(file, 'utf8');
  const names = new Set();
  const pattern =
    /(?:^|\n)\s*(import|export)(?!\s+type\b)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of text.matchAll(pattern)) {
    const spec = m[2] ?? m[3];
    if (/^(\.|~\/|node:|virtual:|@frischkontor\/)/.test(spec) || builtinModules.includes(spec))
      continue;
    names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
  }
  return names;
}

const APPS = {
  'apps/website': ['app', 'server', 'server.ts'],
  'apps/backend': ['app', 'src', 'server', 'server.ts'],
};

describe('runtime dependencies', () => {
  for (const [app, dirs] of Object.entries(APPS)) {
    it(`${app} declares every package its server imports, its workspace packages' too`, () => {
      const pkg = json(`${app}/package.json`);
      const declared = new Set(Object.keys(pkg.dependencies ?? {}));
      const workspace = Object.keys(pkg.dependencies ?? {})
        .filter((name) => name.startsWith('@frischkontor/'))
        .map((name) => `packages/${name.split('/')[1]}/src`);
      // app/routes.ts is React Router's route configuration: read by the build, not at run time.
      const files = [...dirs, ...workspace].flatMap((dir) => {
        const path = join(root, dir.startsWith('packages/') ? dir : `${app}/${dir}`);
        return statSync(path, { throwIfNoEntry: false })?.isDirectory()
          ? sources(path)
          : statSync(path, { throwIfNoEntry: false })
            ? [path]
            : [];
      });
      files.splice(files.indexOf(join(root, app, 'app/routes.ts')), 1);
      expect(files.length).toBeGreaterThan(50);
      const missing = new Map();
      for (const file of files)
        for (const name of imported(file))
          if (!declared.has(name)) missing.set(name, file.slice(root.length + 1));
      expect(Object.fromEntries(missing)).toEqual({});
    });
  }
});
