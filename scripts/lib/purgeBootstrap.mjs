// Bootstrap's stylesheet is about 30 KB gzipped and every first visit pays for it before the page paints, yet the
// app uses a fraction of it (ARCHITECTURE budgets: /login at most 150 KB of JS + CSS). The production build keeps
// only the rules whose classes some code can put on the page: the app's own class names, the classes reactstrap's
// components add (read from the component files the app imports), and the classes reactstrap builds from a prop's
// value (color="primary" -> btn-primary), which no source file spells out.
import fs from 'node:fs';
import path from 'node:path';
import { PurgeCSS } from 'purgecss';

export const BOOTSTRAP_CSS = /node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap(\.min)?\.css$/;

// The classes reactstrap builds from a prop's value, by prop (its esm files: "alert-".concat(color)).
const PROP_CLASS_PREFIXES = {
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

// Grid classes come from breakpoint props whose widths are computed (lg={wide ? 8 : 6}): all of them are kept.
const GRID_CLASS = /^(col|offset|order|row-cols|g|gx|gy)(-|$)/;

// Every element selector stays (the reboot), whoever renders the element: a chart's <svg>, a dialog's <button>.
const HTML_ELEMENTS =
  'html body main header footer nav section article aside address h1 h2 h3 h4 h5 h6 p hr pre blockquote ol ul li dl dt dd figure figcaption div a em strong small s cite q dfn abbr code var samp kbd sub sup i b u mark span br img iframe svg canvas video audio picture source table caption thead tbody tfoot tr th td colgroup col form label input button select option optgroup textarea output progress meter fieldset legend details summary dialog template slot';

const WORD = /[A-Za-z0-9_-]+/g;

function filesUnder(dir, keep) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, keep);
    return keep(file) ? [file] : [];
  });
}

/** The app's source files whose code can render markup (tests and test helpers render nothing users see). */
export function appSourceFiles(srcDir) {
  return filesUnder(
    srcDir,
    (file) =>
      /\.(ts|tsx)$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      !file.includes(`${path.sep}testing${path.sep}`),
  );
}

/** Names imported from 'reactstrap' in the given sources (`import { Button, Col as Column } from 'reactstrap'`). */
export function reactstrapImports(sources) {
  const names = new Set();
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
export function reactstrapFiles(names, esmDir) {
  const seen = new Set();
  const queue = [...names].map((name) => path.join(esmDir, `${name}.js`));
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const [, relative] of code.matchAll(/from\s*['"](\.\/[^'"]+)['"]/g)) {
      queue.push(path.join(esmDir, relative.endsWith('.js') ? relative : `${relative}.js`));
    }
  }
  return [...seen];
}

const literalsIn = (code) => [...code.matchAll(STRING_LITERAL)].map(([, single, double]) => single ?? double);

/**
 * Class names reactstrap builds from the props in one source file: color="primary" gives alert-primary,
 * btn-primary, ...; a value computed from names (color={COLORS[badge]}) may be any string literal in the file.
 */
export function propClassNames(source) {
  const classes = [];
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

/** Bootstrap's CSS less every rule no class, element or attribute in `sources` (plus reactstrap's) can match. */
export async function keepUsedRules(css, { sources, reactstrapEsmDir }) {
  const componentSources = reactstrapFiles(reactstrapImports(sources), reactstrapEsmDir).map((file) =>
    fs.readFileSync(file, 'utf8'),
  );
  const content = [...sources, ...componentSources, sources.flatMap(propClassNames).join(' '), HTML_ELEMENTS];
  const [result] = await new PurgeCSS().purge({
    content: content.map((raw) => ({ raw, extension: 'html' })),
    css: [{ raw: css }],
    defaultExtractor: (text) => text.match(WORD) ?? [],
    safelist: { standard: [GRID_CLASS] },
    keyframes: true,
    fontFace: true,
  });
  return result.css;
}

/** Vite plugin: production builds get the trimmed Bootstrap; the dev server keeps all of it. */
export function purgeBootstrap({ root }) {
  return {
    name: 'purge-unused-bootstrap',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!BOOTSTRAP_CSS.test(id)) return null;
      const sources = [...appSourceFiles(path.join(root, 'src')), path.join(root, 'index.html')].map((file) =>
        fs.readFileSync(file, 'utf8'),
      );
      const reactstrapEsmDir = path.join(root, 'node_modules', 'reactstrap', 'esm');
      return { code: await keepUsedRules(code, { sources, reactstrapEsmDir }), map: null };
    },
  };
}
