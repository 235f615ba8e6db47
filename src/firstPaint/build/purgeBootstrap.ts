// Bootstrap's stylesheet is about 30 KB gzipped and every first visit pays for it before the page paints, yet the
// app uses a fraction of it (ARCHITECTURE budgets: /login at most 150 KB of JS + CSS). The production build keeps
// only the rules whose classes some code can put on the page: the app's own class names, the classes reactstrap's
// components add (read from the component files the app imports), and the classes reactstrap builds from a prop's
// value (color="primary" -> btn-primary), which no source file spells out.
import fs from 'node:fs';
import path from 'node:path';
import { PurgeCSS } from 'purgecss';
import type { Plugin } from 'vite';

export const BOOTSTRAP_CSS =
  /node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap(\.min)?\.css(\?(all|shop))?$/;
// `bootstrap.min.css?all` is the stylesheet every page but the sign-in pages waits for (src/styles/allStyles.ts); the
// plain import in main.tsx is the part the sign-in pages use, which is all a first visit blocks its paint on.
// `?shop` is the buyers' pages' part (src/app/shop/main.tsx): what the shop's own entry can render.
const STYLE_QUERY = /\?(all|shop)$/;

// The classes reactstrap builds from a prop's value, by prop (its esm files: "alert-".concat(color)).
const PROP_CLASS_PREFIXES: Record<string, string[]> = {
  color: ['alert', 'bg', 'border', 'btn', 'list-group-item', 'text'],
  size: ['btn', 'btn-group', 'col-form-label', 'modal', 'table', 'spinner-border', 'spinner-grow'],
  bsSize: ['form-control', 'form-select'],
  type: ['spinner'],
  fullscreen: ['modal-fullscreen'],
  direction: ['offcanvas'],
  horizontal: ['justify-content', 'list-group-horizontal'],
  vertical: ['flex'],
  expand: ['navbar-expand'],
  fluid: ['container'],
  variant: ['btn-close'],
};
const PROP_ATTRIBUTE = new RegExp(
  `\\s(${Object.keys(PROP_CLASS_PREFIXES).join('|')})=(?:"([^"]*)"|\\{((?:[^{}]|\\{[^{}]*\\})*)\\})`,
  'g',
);
const STRING_LITERAL = /'([^'\n]*)'|"([^"\n]*)"/g;

// Grid classes come from breakpoint props (<Col lg={wide ? 8 : 6}>, <Row md={3}>, md={{ size: 6, offset: 3 }}).
// The full stylesheet keeps all of them; the first visit's keeps the widths its sources can give.
const GRID_CLASS = /^(col|offset|order|row-cols|g|gx|gy)(-|$)/;
const GRID_ATTRIBUTE = /\s(xs|sm|md|lg|xl|xxl)=(?:"([^"]*)"|\{((?:[^{}]|\{[^{}]*\})*)\})/g;
const ANY_GRID_VALUE = [...Array.from({ length: 12 }, (_, index) => String(index + 1)), 'auto'];

// Every element selector stays (the reboot), whoever renders the element: a chart's <svg>, a dialog's <button>.
const HTML_ELEMENTS =
  'html body main header footer nav section article aside address h1 h2 h3 h4 h5 h6 p hr pre blockquote ol ul li dl dt dd figure figcaption div a em strong small s cite q dfn abbr code var samp kbd sub sup i b u mark span br img iframe svg canvas video audio picture source table caption thead tbody tfoot tr th td colgroup col form label input button select option optgroup textarea output progress meter fieldset legend details summary dialog template slot';

const WORD = /[A-Za-z0-9_-]+/g;

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, keep);
    return keep(file) ? [file] : [];
  });
}

/** The app's source files whose code can render markup (tests and test helpers render nothing users see). */
export function appSourceFiles(srcDir: string): string[] {
  return filesUnder(
    srcDir,
    (file) =>
      /\.(ts|tsx)$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      !file.includes(`${path.sep}testing${path.sep}`),
  );
}

/** Names imported from 'reactstrap' in the given sources (`import { Button, Col as Column } from 'reactstrap'`). */
export function reactstrapImports(sources: string[]): Set<string> {
  const names = new Set<string>();
  for (const source of sources) {
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]reactstrap['"]/g)) {
      for (const part of list.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name && !part.trim().startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** The reactstrap component files those names load, with the files they import in turn. */
export function reactstrapFiles(names: Set<string>, esmDir: string): string[] {
  const seen = new Set<string>();
  const queue = [...names].map((name) => path.join(esmDir, `${name}.js`));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const [, relative] of code.matchAll(/from\s*['"](\.\/[^'"]+)['"]/g)) {
      queue.push(path.join(esmDir, relative.endsWith('.js') ? relative : `${relative}.js`));
    }
  }
  return [...seen];
}

const literalsIn = (code: string): string[] =>
  [...code.matchAll(STRING_LITERAL)].map(([, single, double]) => single ?? double);

/**
 * Class names reactstrap builds from the props in one source file: color="primary" gives alert-primary,
 * btn-primary, ...; a value computed from names (color={COLORS[badge]}) may be any string literal in the file.
 */
export function propClassNames(source: string): string[] {
  const classes: string[] = [];
  for (const [, prop, literal, expression] of source.matchAll(PROP_ATTRIBUTE)) {
    const found = literal !== undefined ? [literal] : literalsIn(expression);
    const values = (found.length > 0 ? found : literalsIn(source)).filter((value) =>
      /^[a-z0-9-]+$/.test(value),
    );
    const prefixes = [...PROP_CLASS_PREFIXES[prop]];
    if (prop === 'color' && /\soutline[\s=/>]/.test(source)) prefixes.push('btn-outline');
    for (const value of values) for (const prefix of prefixes) classes.push(`${prefix}-${value}`);
  }
  return classes;
}

/** The grid classes reactstrap builds from breakpoint props; a width held in a name may be any width. */
export function gridClassNames(source: string): string[] {
  const classes: string[] = [];
  for (const [, breakpoint, literal, expression] of source.matchAll(GRID_ATTRIBUTE)) {
    const found = (literal ?? expression).match(/\b(\d+|auto)\b/g) ?? [];
    const infix = breakpoint === 'xs' ? '' : `-${breakpoint}`;
    for (const value of found.length > 0 ? found : ANY_GRID_VALUE)
      for (const prefix of ['col', 'offset', 'order', 'row-cols']) classes.push(`${prefix}${infix}-${value}`);
  }
  return classes;
}

/**
 * A stylesheet (Bootstrap's, the app's) less every rule no class, element or attribute in `sources` (plus
 * reactstrap's) can match, and less the custom properties no kept rule reads and neither `sources` nor the app's
 * `stylesheets` name (the app's CSS sets --bs-primary and reads --shell-* across files).
 * `allGrid` keeps every grid class, for the stylesheet that must serve code not yet written against it.
 */
export async function keepUsedRules(
  css: string,
  {
    sources,
    reactstrapEsmDir,
    stylesheets = [],
    allGrid = true,
  }: { sources: string[]; reactstrapEsmDir: string; stylesheets?: string[]; allGrid?: boolean },
): Promise<string> {
  const componentSources = reactstrapFiles(reactstrapImports(sources), reactstrapEsmDir).map((file) =>
    fs.readFileSync(file, 'utf8'),
  );
  const built = [...sources.flatMap(propClassNames), ...sources.flatMap(gridClassNames)].join(' ');
  const content = [...sources, ...componentSources, built, HTML_ELEMENTS];
  const namedProperties = [
    ...new Set([...sources, ...stylesheets].flatMap((text) => text.match(/--[\w-]+/g) ?? [])),
  ];
  const [result] = await new PurgeCSS().purge({
    content: content.map((raw) => ({ raw, extension: 'html' })),
    css: [{ raw: css }],
    defaultExtractor: (text) => text.match(WORD) ?? [],
    safelist: { standard: allGrid ? [GRID_CLASS] : [], variables: namedProperties },
    keyframes: true,
    fontFace: true,
    variables: true,
  });
  return result.css;
}

const STATIC_IMPORT = /(?:^|[;\n])\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

/** The files `entries` import statically, themselves included: what renders before any import() runs. */
export function staticImportClosure(entries: string[], srcDir: string): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  const resolve = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith('@/')
      ? path.join(srcDir, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null;
    if (!base) return undefined;
    return ['.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((file) => fs.existsSync(file));
  };
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const imported = resolve(file, specifier);
      if (imported) queue.push(imported);
    }
  }
  return [...seen];
}

/**
 * Vite plugin: production builds get the trimmed Bootstrap; the dev server keeps all of it. main.tsx's imports of
 * Bootstrap and of the app's stylesheet keep what `firstVisitEntries` (the app's start and the sign-in pages) and
 * the files they import can render: that is all a first visit waits for before it paints. The `?all` imports
 * (styles/allStyles.ts) keep what any source file can, and the app's stylesheet whole. The `?shop` imports keep what
 * `shopEntries` (the buyers' entry, its buy form, the server's page renderers) and their imports can render.
 */
export function purgeBootstrap({
  root,
  firstVisitEntries,
  firstVisitMarkup = async () => [],
  shopEntries = [],
}: {
  root: string;
  firstVisitEntries: string[];
  /** The prerendered pages' HTML (prerenderPages' `markup`), which a first visit paints too. */
  firstVisitMarkup?: () => Promise<string[]>;
  shopEntries?: string[];
}): Plugin {
  const srcDir = path.join(root, 'src');
  const appCss = path.join(srcDir, 'styles', 'app.css');
  const reactstrapEsmDir = path.join(root, 'node_modules', 'reactstrap', 'esm');
  const read = (file: string) => fs.readFileSync(file, 'utf8');
  return {
    name: 'purge-unused-bootstrap',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      const query = STYLE_QUERY.exec(id)?.[1] ?? null;
      const isBootstrap = BOOTSTRAP_CSS.test(id);
      const isTrimmedAppCss = path.normalize(id.replace(STYLE_QUERY, '')) === appCss && query !== 'all';
      if (!isBootstrap && !isTrimmedAppCss) return null;
      const entries = query === 'shop' ? shopEntries : firstVisitEntries;
      const files =
        query === 'all'
          ? appSourceFiles(srcDir)
          : staticImportClosure(
              entries.map((entry) => path.join(root, entry)),
              srcDir,
            );
      const html = path.join(root, query === 'shop' ? 'shop.html' : 'index.html');
      const markup = query === null ? await firstVisitMarkup() : [];
      const sources = [...[...files, html].map(read), ...markup];
      const stylesheets = filesUnder(srcDir, (file) => file.endsWith('.css')).map(read);
      const options = { sources, stylesheets, reactstrapEsmDir, allGrid: query === 'all' };
      return { code: await keepUsedRules(code, options), map: null };
    },
  };
}
