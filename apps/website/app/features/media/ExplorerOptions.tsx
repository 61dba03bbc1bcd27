// The explorer's view (tiles or list) and page size, as links.
import { Link } from 'react-router';
import { cx } from '~/components/ui/cx';
import { PAGE_SIZES, type ExplorerState } from './types';
import type { MediaExplorerProps } from './explorer';

export function ExplorerOptions({
  state,
  href,
}: MediaExplorerProps & { href: (c: Partial<ExplorerState>) => string }) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-4 text-sm">
      <div className="flex items-center gap-1" role="group" aria-label="Ansicht">
        {(['raster', 'liste'] as const).map((view) => (
          <Link
            key={view}
            to={href({ view })}
            preventScrollReset
            aria-current={state.view === view ? 'true' : undefined}
            className={cx(
              'rounded-lg border px-3 py-1.5 font-semibold',
              state.view === view
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-line bg-white hover:border-brand-300',
            )}
          >
            {view === 'raster' ? 'Kacheln' : 'Liste'}
          </Link>
        ))}
      </div>
      <div className="flex items-center gap-1" role="group" aria-label="Einträge pro Seite">
        <span className="text-ink-soft">Pro Seite:</span>
        {PAGE_SIZES.map((size) => (
          <Link
            key={size}
            to={href({ size, page: 1 })}
            preventScrollReset
            aria-current={state.size === size ? 'true' : undefined}
            className={cx(
              'rounded-lg px-2 py-1 font-semibold',
              state.size === size ? 'bg-ink text-white' : 'text-brand-700 hover:underline',
            )}
          >
            {size}
          </Link>
        ))}
      </div>
    </div>
  );
}
