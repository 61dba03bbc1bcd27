// @vitest-environment happy-dom
// An island hydrates on its own exactly as the server rendered it inside the page: the same
// ids from useId, the address it was shown at, plain links; outside public pages it is just
// the component.
import { act, useId, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderInfoProvider } from '~/platform/document/render-info';
import {
  Island,
  ISLAND_ATTRIBUTE,
  ISLAND_RECORD_ATTRIBUTE,
  islandIdPrefix,
  islandRoot,
  type IslandRecord,
} from './Island';
import { islandsEntryOf } from './islands-entry.server';
import {
  isCurrentPath,
  SiteLink,
  SiteNavigationProvider,
  plainNavigation,
} from './site-navigation';

function Greeting({ who }: { who: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>Hallo {who}</h2>
      <SiteLink to="/kontakt">Kontakt</SiteLink>
    </section>
  );
}

/** A page around the island that uses ids of its own, as the real root does. */
function Page({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <main aria-describedby={id}>
      <p id={id}>Seite</p>
      {children}
    </main>
  );
}

const islands = {
  render: (node: ReactNode, identifierPrefix: string) => renderToString(node, { identifierPrefix }),
  entry: { src: '/assets/islands.js', preload: [] },
};

function serverPage(withIslands: boolean): string {
  return renderToString(
    <RenderInfoProvider value={{ nonce: '', omitScripts: false, ...(withIslands && { islands }) }}>
      <SiteNavigationProvider value={plainNavigation('/karriere', '?art=Vollzeit')}>
        <Page>
          <Island name="greeting" component={Greeting} props={{ who: 'Welt' }} />
        </Page>
      </SiteNavigationProvider>
    </RenderInfoProvider>,
  );
}

describe('Island', () => {
  it('renders a wrapper with its props and address, and hydrates without a mismatch', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = serverPage(true);
    const element = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="greeting"]`)!;
    expect(element).not.toBeNull();
    const record = JSON.parse(element.getAttribute(ISLAND_RECORD_ATTRIBUTE)!) as IslandRecord<{
      who: string;
    }>;
    expect(record).toEqual({
      props: { who: 'Welt' },
      pathname: '/karriere',
      search: '?art=Vollzeit',
    });
    const labelledBy = element.querySelector('section')!.getAttribute('aria-labelledby')!;
    expect(labelledBy).toContain(islandIdPrefix('greeting'));
    expect(document.getElementById(labelledBy)?.textContent).toBe('Hallo Welt');
    expect(element.querySelector('a')!.getAttribute('href')).toBe('/kontakt');

    const problems: unknown[] = [];
    const before = element.innerHTML;
    await act(async () => {
      hydrateRoot(element, islandRoot(Greeting, record), {
        identifierPrefix: islandIdPrefix('greeting'),
        onRecoverableError: (error) => problems.push(error),
      });
    });
    expect(problems).toEqual([]);
    expect(element.innerHTML).toBe(before);
    expect(
      Object.keys(element.querySelector('h2')!).some((k) => k.startsWith('__reactFiber$')),
    ).toBe(true);
  });

  it('is just the component where the page is not a public one', () => {
    const html = serverPage(false);
    expect(html).not.toContain(ISLAND_ATTRIBUTE);
    expect(html).toContain('Hallo <!-- -->Welt');
  });
});

describe('islandsEntryOf', () => {
  it('finds the entry and every chunk it imports statically, once', () => {
    expect(
      islandsEntryOf({
        'app/wiring/islands.client.tsx': {
          file: 'assets/islands-a.js',
          imports: ['_react.js', '_x.js'],
        },
        '_react.js': { file: 'assets/react-b.js' },
        '_x.js': { file: 'assets/x-c.js', imports: ['_react.js'] },
        'app/wiring/site-chrome.tsx': { file: 'assets/site-chrome-d.js' },
      }),
    ).toEqual({ src: '/assets/islands-a.js', preload: ['/assets/react-b.js', '/assets/x-c.js'] });
  });

  it('is null for a manifest without the islands entry', () => {
    expect(islandsEntryOf({})).toBeNull();
  });
});

describe('isCurrentPath', () => {
  it('matches the page and the pages below it, like a NavLink', () => {
    expect(isCurrentPath('/karriere', '/karriere')).toBe(true);
    expect(isCurrentPath('/karriere/', '/karriere')).toBe(true);
    expect(isCurrentPath('/karriere/lager', '/karriere')).toBe(true);
    expect(isCurrentPath('/karriere/lager', '/karriere', true)).toBe(false);
    expect(isCurrentPath('/karrieren', '/karriere')).toBe(false);
    expect(isCurrentPath('/kontakt', '/')).toBe(false);
    expect(isCurrentPath('/', '/')).toBe(true);
  });
});
