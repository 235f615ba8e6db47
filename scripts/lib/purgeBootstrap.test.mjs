import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepUsedRules, propClassNames, reactstrapFiles, reactstrapImports } from './purgeBootstrap.mjs';
import { root } from './stack.mjs';

const bootstrapCss = fs.readFileSync(
  path.join(root, 'node_modules', 'bootstrap', 'dist', 'css', 'bootstrap.min.css'),
  'utf8',
);
const reactstrapEsmDir = path.join(root, 'node_modules', 'reactstrap', 'esm');
const trim = (sources) => keepUsedRules(bootstrapCss, { sources, reactstrapEsmDir });
const hasRule = (css, selector) => new RegExp(`${selector.replaceAll('.', '\\.')}[,{:\\s]`).test(css);

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

describe('keepUsedRules', () => {
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
