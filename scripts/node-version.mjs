// The project runs on the Node major in .nvmrc. Where an older Node starts a script, stop with the fix
// instead of failing later on a native addon built for another Node.
import { readFileSync } from 'node:fs';

export function requireProjectNode() {
  const wanted = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
  const major = (version) => Number(version.split('.')[0]);
  if (major(process.versions.node) >= major(wanted)) return;
  console.error(
    [
      `✖ Node ${major(wanted)} is needed, this is Node ${process.versions.node}.`,
      '  Get it for this shell:  source scripts/ensure-node.sh   (or: nvm install)',
    ].join('\n'),
  );
  process.exit(1);
}
