import type { Tree } from '@nx/devkit';

export interface BrandGeneratorSchema {
  code: string;
  name: string;
  merchantCode: string;
  languages?: string;
  defaultLanguage?: string;
  currencySymbol?: string;
  accent?: string;
}

const LOCALES = ['pt', 'en', 'zh', 'id', 'th', 'vi'];
const REFERENCE = 'apps/portal-brand-pt';

function brandConfigSource(options: Required<BrandGeneratorSchema>, languages: string[]): string {
  return `import { defineBrand } from '@portal/brand';

/** The ${options.name} brand. Everything brand-specific lives here (see README "Make a new brand"). */
export const brandConfig = defineBrand({
  code: '${options.code}',
  name: ${JSON.stringify(options.name)},
  merchantCode: ${JSON.stringify(options.merchantCode)},
  platform: 'W',
  languages: [${languages.map((l) => `'${l}'`).join(', ')}],
  defaultLanguage: '${options.defaultLanguage}',
  currency: { symbol: ${JSON.stringify(options.currencySymbol)}, decimals: 2, thousandsSeparator: ',', decimalSeparator: '.' },
  featureSwitches: {},
  defaultTheme: 'dark',
  theme: { accent: { dark: ${JSON.stringify(options.accent)} } },
  logo: '/logo.svg',
  download: {},
  social: {},
});
`;
}

/**
 * `nx g @portal/workspace-plugin:brand <code> --name=… --merchantCode=…`
 * Copies the PT reference app (composition of the features, Vite config, index.html, assets) to
 * apps/portal-brand-<code> and writes the new brand's own brand.config.ts. No feature code changes.
 */
export async function brandGenerator(tree: Tree, schema: BrandGeneratorSchema) {
  const options: Required<BrandGeneratorSchema> = {
    languages: 'pt',
    defaultLanguage: 'pt',
    currencySymbol: '$',
    accent: '#f5b942',
    ...schema,
  };
  if (!/^[a-z0-9-]+$/.test(options.code)) throw new Error(`Brand code "${options.code}" must be lower-case letters, digits or dashes`);
  const languages = options.languages
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);
  const unknown = languages.filter((l) => !LOCALES.includes(l));
  if (unknown.length) throw new Error(`Unknown locale(s) ${unknown.join(', ')}; use ${LOCALES.join(', ')}`);
  if (!languages.includes(options.defaultLanguage)) throw new Error(`Default language ${options.defaultLanguage} is not in ${languages.join(', ')}`);

  const target = `apps/portal-brand-${options.code}`;
  if (tree.exists(target)) throw new Error(`${target} already exists`);

  const copy = (dir: string) => {
    for (const child of tree.children(dir)) {
      const path = `${dir}/${child}`;
      if (tree.isFile(path)) {
        const relative = path.slice(REFERENCE.length);
        if (relative === '/src/brand.config.ts') continue;
        let content = tree.read(path, 'utf-8') ?? '';
        if (relative === '/project.json') {
          content = content
            .replace(/"name": "portal-brand-pt"/, `"name": "portal-brand-${options.code}"`)
            .replace(/apps\/portal-brand-pt/g, target)
            .replace(/scope:brand-pt/g, `scope:brand-${options.code}`);
        }
        if (relative === '/vite.config.ts') content = content.replace(/'pt'\)\);/, `'${options.code}'));`);
        if (relative === '/index.html') {
          content = content.replace(/<title>.*<\/title>/, `<title>${options.name}</title>`).replace(/lang="[^"]*"/, `lang="${options.defaultLanguage}"`);
        }
        tree.write(`${target}${relative}`, content);
      } else {
        copy(path);
      }
    }
  };
  copy(REFERENCE);
  tree.write(`${target}/src/brand.config.ts`, brandConfigSource(options, languages));
}

export default brandGenerator;
