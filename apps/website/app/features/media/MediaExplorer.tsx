// The media explorer: one folder of the library with breadcrumbs, search and options; the
// entries in ExplorerListing.tsx, the options in ExplorerOptions.tsx.
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { cx } from '~/components/ui/cx';
import { Icon } from '~/components/ui/Icon';
import { search as searchIcon } from '~/components/ui/icons';
import { PAGE_SIZES, type ExplorerState } from './types';
import { ExplorerListing } from './ExplorerListing';
import { ExplorerOptions } from './ExplorerOptions';
import { explorerSearch, type MediaExplorerProps } from './explorer';

export { explorerSearch, type MediaExplorerProps } from './explorer';

/**
 * Browses one folder of the media library below a fixed root: breadcrumbs, folders that
 * open in place (?path=), search, page size, pagination, grid and list views, downloads.
 * Every control is a link or a GET form, so it works without JavaScript too.
 */
export function MediaExplorer(props: MediaExplorerProps) {
  const { rootLabel, state, defaultView, prominentSearch } = props;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const href = (changes: Partial<ExplorerState>) =>
    `${pathname}${explorerSearch(state, defaultView, changes)}`;

  return (
    <section aria-label={`${rootLabel}: Dateien`} aria-busy={loading} className="mt-6">
      <nav aria-label="Ordnerpfad" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1.5">
          {[rootLabel, ...state.path].map((label, i, all) => {
            const last = i === all.length - 1;
            return (
              <li key={`${i}-${label}`} className="flex items-center gap-1.5">
                {i > 0 && <span aria-hidden="true">/</span>}
                {last ? (
                  <span aria-current="page" className="font-semibold">
                    {label}
                  </span>
                ) : (
                  <Link
                    to={href({ path: state.path.slice(0, i), page: 1, search: '' })}
                    preventScrollReset
                    className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
                  >
                    {label}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>

      <div
        className={cx(
          'mt-4 flex flex-wrap items-end gap-3',
          prominentSearch && 'rounded-2xl bg-paper-dark p-4',
        )}
      >
        <Form
          method="get"
          role="search"
          preventScrollReset
          className={cx('flex gap-2', prominentSearch ? 'w-full' : 'flex-1')}
        >
          {state.path.length > 0 && (
            <input type="hidden" name="path" value={state.path.join('/')} />
          )}
          {state.size !== PAGE_SIZES[0] && <input type="hidden" name="anzahl" value={state.size} />}
          {state.view !== defaultView && <input type="hidden" name="ansicht" value={state.view} />}
          <label className="flex-1">
            <span className={cx('mb-1 block font-semibold', !prominentSearch && 'sr-only')}>
              {props.searchLabel ?? `In „${state.path.at(-1) ?? rootLabel}“ suchen`}
            </span>
            <span className="relative block">
              <Icon
                d={searchIcon}
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-soft"
              />
              <input
                type="search"
                name="suche"
                defaultValue={state.search}
                key={state.search}
                placeholder={props.searchPlaceholder ?? 'Dateiname'}
                className={cx(
                  'w-full rounded-xl border border-ink/30 bg-white pl-10',
                  prominentSearch ? 'py-3 text-lg' : 'py-2',
                )}
              />
            </span>
          </label>
          <button type="submit" className="btn btn-primary self-end">
            Suchen
          </button>
        </Form>
        {!prominentSearch && <ExplorerOptions {...props} href={href} />}
      </div>
      {prominentSearch && <ExplorerOptions {...props} href={href} />}

      <div className={cx('relative mt-5 transition-opacity', loading && 'opacity-50')}>
        {loading && (
          <p role="status" className="absolute inset-x-0 top-4 z-10 text-center font-semibold">
            Wird geladen …
          </p>
        )}
        <ExplorerListing {...props} href={href} />
      </div>
    </section>
  );
}
