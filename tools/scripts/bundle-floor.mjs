#!/usr/bin/env node
// The floor of the start bundle (docs/product/performance.md): the JavaScript a page needs before it renders when it
// does nothing but use the portal's framework libraries, built with the same bundler and chunk
// groups as a brand (tools/vite/app.ts). Two floors: React + the router + styled-components (what
// any page of this stack pays), and the same with the runtime libraries every portal page uses
// (react-query, jotai, Lingui). The portal's own start code is what the budget adds on top.
// Usage: node tools/scripts/bundle-floor.mjs   (writes and builds tmp/bundle-floor/)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { productionBuildAliases } from '../vite/productionBuildAliases.mjs';
import { initialJs } from './lib/initial-js.mjs';

const root = resolve('tmp/bundle-floor');

const FRAMEWORK = `
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useNavigate, useSearchParams } from 'react-router-dom';
import styled, { ThemeProvider, createGlobalStyle } from 'styled-components';

const Global = createGlobalStyle\`body { margin: 0; }\`;
const Box = styled.div\`color: \${({ theme }) => theme.text};\`;
`;

const VARIANTS = {
  // React, react-dom, the router and styled-components drawing one routed, themed page.
  framework: `${FRAMEWORK}
function Home() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return <Box onClick={() => navigate('/next')}>{params.get('q')}<Link to="/next">next</Link></Box>;
}
createRoot(document.getElementById('root')).render(
  <StrictMode><ThemeProvider theme={{ text: 'red' }}><Global /><BrowserRouter><Routes><Route path="/" element={<Home />} /></Routes></BrowserRouter></ThemeProvider></StrictMode>,
);
`,
  // The same page with the portal's runtime libraries: a query, an atom and a translated text.
  runtime: `${FRAMEWORK}
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { atom, useAtom, Provider as AtomProvider } from 'jotai';
import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';

const countState = atom(0);
i18n.load('en', { hello: 'Hello' });
i18n.activate('en');
function Home() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [count, setCount] = useAtom(countState);
  const { i18n: active } = useLingui();
  const query = useQuery({ queryKey: ['status'], queryFn: () => fetch('/status').then((r) => r.json()) });
  return <Box onClick={() => { setCount(count + 1); navigate('/next'); }}>{active._('hello')} {params.get('q')} {String(query.data)}<Link to="/next">next</Link></Box>;
}
createRoot(document.getElementById('root')).render(
  <StrictMode><QueryClientProvider client={new QueryClient()}><AtomProvider><I18nProvider i18n={i18n}><ThemeProvider theme={{ text: 'red' }}><Global /><BrowserRouter><Routes><Route path="/" element={<Home />} /></Routes></BrowserRouter></ThemeProvider></I18nProvider></AtomProvider></QueryClientProvider></StrictMode>,
);
`,
};

rmSync(root, { recursive: true, force: true });
const results = {};
for (const [name, source] of Object.entries(VARIANTS)) {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>');
  writeFileSync(join(dir, 'main.jsx'), source);
  await build({
    configFile: false,
    logLevel: 'warn',
    root: dir,
    plugins: [react(), productionBuildAliases()],
    build: {
      outDir: join(dir, 'dist'),
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: {
        output: {
          advancedChunks: {
            groups: [
              { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 3 },
              {
                name: 'vendor-app',
                test: /[\\/]node_modules[\\/](@tanstack[\\/](react-query|query-core)|jotai|styled-components|@emotion|stylis|@lingui)[\\/]/,
                priority: 2,
              },
            ],
          },
        },
      },
    },
  });
  results[name] = initialJs(join(dir, 'dist')).totalKb;
}
console.log(`floor, React + router + styled-components: ${results.framework} KB gzip before render`);
console.log(`floor, + react-query, jotai and Lingui:      ${results.runtime} KB gzip before render`);
