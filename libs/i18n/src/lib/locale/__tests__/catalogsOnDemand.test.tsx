import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PortalLocale } from '@portal/brand';
import type { CatalogLoaders } from '../catalogs';
import { withCatalog } from '../catalogsOnDemand';
import { PortalI18nProvider } from '../PortalI18nProvider';

/** A catalog per locale with one message, `id` → `<text> (<locale>)`, counting its loads. */
function catalogOf(id: string, text: string) {
  const loads: PortalLocale[] = [];
  const loader = (locale: PortalLocale) => () => {
    loads.push(locale);
    return Promise.resolve({ messages: { [id]: `${text} (${locale})` } });
  };
  const catalog: CatalogLoaders = { pt: loader('pt'), en: loader('en'), zh: loader('zh'), id: loader('id'), th: loader('th'), vi: loader('vi') };
  return { catalog, loads };
}

function Message({ id }: { id: string }) {
  const { i18n: active } = useLingui();
  return <p>{active._(id)}</p>;
}

/** The feature: its message, once its code (and so its catalog) is in. */
function Feature({ loading }: { loading: Promise<string> }) {
  return <Message id={use(loading)} />;
}

function Portal({ start, feature, featureId }: { start: CatalogLoaders; feature: CatalogLoaders; featureId: string }) {
  const [locale, setLocale] = useState<PortalLocale>('pt');
  // The feature's code with its catalog, as a lazy part loads it: it shows once both are in.
  const [load] = useState(() => withCatalog(feature, () => Promise.resolve(featureId)));
  const [loading, setLoading] = useState<Promise<string> | null>(null);
  const [catalogs] = useState(() => [start]);
  return (
    <PortalI18nProvider locale={locale} catalogs={catalogs}>
      <Message id="start" />
      <button onClick={() => setLoading(load())}>open</button>
      <button onClick={() => setLocale('en')}>english</button>
      {loading ? (
        <Suspense fallback={<p>loading</p>}>
          <Feature loading={loading} />
        </Suspense>
      ) : null}
    </PortalI18nProvider>
  );
}

describe('withCatalog', () => {
  it('loads a feature’s catalog with its code, not at start, and again when the language changes', async () => {
    const start = catalogOf('start', 'Home');
    const member = catalogOf('member.title', 'Member centre');
    render(<Portal start={start.catalog} feature={member.catalog} featureId="member.title" />);
    expect(await screen.findByText('Home (pt)')).toBeTruthy();
    expect(member.loads).toEqual([]);

    await act(async () => screen.getByText('open').click());
    expect(await screen.findByText('Member centre (pt)')).toBeTruthy();
    expect(member.loads).toEqual(['pt']);

    await act(async () => screen.getByText('english').click());
    expect(await screen.findByText('Member centre (en)')).toBeTruthy();
    expect(screen.getByText('Home (en)')).toBeTruthy();
    expect(member.loads).toEqual(['pt', 'en']);
  });

  it('keeps a catalog asked for before the locale is active when the provider activates it', async () => {
    const start = catalogOf('start', 'Start');
    const agent = catalogOf('agent.title', 'Agent centre');
    const load = withCatalog(agent.catalog, () => Promise.resolve('code'));
    // Asked for before the portal's locale (pt) is active: the provider loads it with the start's.
    const code = load();
    render(<Portal start={start.catalog} feature={agent.catalog} featureId="agent.title" />);
    expect(await code).toBe('code');
    expect(await screen.findByText('Start (pt)')).toBeTruthy();
    expect(i18n._('agent.title')).toBe('Agent centre (pt)');
  });
});
