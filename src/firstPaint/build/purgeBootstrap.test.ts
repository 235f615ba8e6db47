import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import os from 'node:os';
import {
  gridClassNames,
  keepUsedRules,
  propClassNames,
  reactstrapFiles,
  reactstrapImports,
  staticImportClosure,
} from './purgeBootstrap';

// Vitest runs from the repository's root.
const root = process.cwd();

const bootstrapCss = fs.readFileSync(
  path.join(root, 'node_modules', 'bootstrap', 'dist', 'css', 'bootstrap.min.css'),
  'utf8',
);
const reactstrapEsmDir = path.join(root, 'node_modules', 'reactstrap', 'esm');
const trim = (sources: string[], options: { stylesheets?: string[]; allGrid?: boolean } = {}) =>
  keepUsedRules(bootstrapCss, { sources, reactstrapEsmDir, ...options });
const hasRule = (css: string, selector: string) =>
  new RegExp(`${selector.replaceAll('.', '\\.')}[,{:\\s]`).test(css);

describe('reactstrapImports', () => {
  it('reads named imports, across lines and renamed, without type-only ones', () => {
    const source = `import {\n  Button,\n  Col as Column,\n  type ModalProps,\n} from 'reactstrap';`;
    expect([...reactstrapImports([source])]).toEqual(['Button', 'Col']);
  });
});

describe('reactstrapFiles', () => {
  it('follows a component to the files it imports', () => {
    const names = reactstrapFiles(new Set(['Alert']), reactstrapEsmDir).map((file) => path.basename(file));
    expect(names).toEqual(expect.arrayContaining(['Alert.js', 'Fade.js', 'utils.js']));
    expect(names).not.toContain('Modal.js');
  });
});

describe('propClassNames', () => {
  it("builds reactstrap's classes from literal and conditional prop values", () => {
    const classes = propClassNames(
      `<Button color="primary" size="sm" /><Badge color={paid ? 'success' : 'warning'} />`,
    );
    expect(classes).toEqual(
      expect.arrayContaining(['btn-primary', 'btn-sm', 'alert-primary', 'bg-success', 'bg-warning']),
    );
    expect(classes).not.toContain('btn-outline-primary');
  });

  it('takes any string in the file when the value is a name, and outlines only with the outline prop', () => {
    const classes = propClassNames(
      `const COLORS = { paid: 'info' };\n<Button outline color={COLORS[state]} />`,
    );
    expect(classes).toEqual(expect.arrayContaining(['bg-info', 'btn-outline-info']));
  });
});

describe('gridClassNames', () => {
  it('builds the widths a breakpoint prop can take, and every width when a name holds it', () => {
    const classes = gridClassNames(`<Col xs={12} lg={wide ? 8 : 6} /><Row md="3" /><Col sm={width} />`);
    expect(classes).toEqual(
      expect.arrayContaining(['col-12', 'col-lg-8', 'col-lg-6', 'row-cols-md-3', 'col-sm-1', 'col-sm-auto']),
    );
    expect(classes).not.toContain('col-lg-7');
  });

  it('reads the object form with its offset', () => {
    expect(gridClassNames(`<Col md={{ size: 6, offset: 3 }} />`)).toEqual(
      expect.arrayContaining(['col-md-6', 'offset-md-3']),
    );
  });
});

describe('staticImportClosure', () => {
  it('follows static imports (aliased and relative), not import() and not type-only imports', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'closure-'));
    const write = (name: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    };
    write(
      'main.tsx',
      `import { a } from '@/lib/a';\nimport type { T } from './types';\nconst p = () => import('./page');`,
    );
    write('lib/a.ts', `export { b } from './b';\nimport 'bootstrap/dist/css/bootstrap.min.css';`);
    write('lib/b/index.ts', 'export const b = 1;');
    write('types.ts', "import { c } from './c';");
    write('page.tsx', 'export default 1;');
    const files = staticImportClosure([path.join(dir, 'main.tsx')], dir).map((file) =>
      path.relative(dir, file),
    );
    expect(files.sort()).toEqual(['lib/a.ts', path.join('lib', 'b', 'index.ts'), 'main.tsx']);
  });
});

describe('keepUsedRules', () => {
  it('keeps only the grid widths the sources give when not asked for the whole grid', async () => {
    const css = await trim([`import { Col } from 'reactstrap';\n<Col md={wide ? 8 : 6} />`], {
      allGrid: false,
    });
    expect(hasRule(css, '.col-md-8')).toBe(true);
    expect(hasRule(css, '.col-lg-3')).toBe(false);
  });

  it('drops the custom properties nothing reads, and keeps those the app names', async () => {
    const css = await trim(['<div className="btn" />'], { stylesheets: ['.x { color: var(--bs-teal); }'] });
    expect(css).toContain('--bs-teal:');
    expect(css).toContain('--bs-btn-bg');
    expect(css).not.toContain('--bs-indigo:');
  });

  it('keeps the classes the code names and the ones reactstrap adds, and drops the rest', async () => {
    const css = await trim([
      `import { Button, Col, Modal } from 'reactstrap';\n<div className="d-flex mb-3"><Button color="danger" /><Col md={wide ? 8 : 6} /></div>`,
    ]);
    for (const selector of [
      '.d-flex',
      '.mb-3',
      '.btn',
      '.btn-danger',
      '.col-md-8',
      '.col-lg-3',
      '.modal-dialog',
    ])
      expect(hasRule(css, selector), selector).toBe(true);
    for (const selector of ['.carousel', '.accordion', '.btn-warning', '.toast', '.popover'])
      expect(hasRule(css, selector), selector).toBe(false);
    expect(css.length).toBeLessThan(bootstrapCss.length / 2);
  });

  it('keeps every element rule of the reboot, whatever renders the element', async () => {
    const css = await trim(['<div />']);
    expect(css).toMatch(/img,svg\{vertical-align:middle\}/);
    expect(css).toMatch(/(^|[},])table\{/);
  });
});
