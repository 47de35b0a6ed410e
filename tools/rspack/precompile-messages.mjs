// Production builds hand react-intl its messages already parsed, so the browser never ships the ICU
// message parser (about 7.6 KiB gzip on every page; the browser builds alias it to its `no-parser`
// build). Two halves: message descriptors in the source (here) and the translated catalogues
// (precompile-catalog-loader.cjs). Descriptors also lose their `description`: notes for translators
// (the Spanish check reads them from the source) that react-intl never reads at run time.
import { parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';

const MARK = /\bdefaultMessage\b/;

const propertyNamed = (properties, name) => properties.findIndex((p) => ts.isPropertyAssignment(p) && p.name.getText() === name);
const isText = (node) => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** A message's text as react-intl's parsed form (the same parse it would do at run time). */
export const compileMessage = (text) => parse(text);

/**
 * The source with every message descriptor (an object literal with `id` and `defaultMessage`) rewritten:
 * a literal `defaultMessage` becomes its parsed form, `description` is dropped; anything else is left as
 * it was. A `defaultMessage` that is not a literal (a text computed at run time) is a build error, as the
 * browser could not parse it; texts that are already words (an API's answer) are shown without react-intl.
 */
export function precompileMessages(source, fileName = 'source.tsx') {
  if (!MARK.test(source)) return source;
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const edits = [];
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) rewriteDescriptor(node);
    ts.forEachChild(node, visit);
  };
  const rewriteDescriptor = (node) => {
    const properties = node.properties;
    const text = propertyNamed(properties, 'defaultMessage');
    if (text < 0 || propertyNamed(properties, 'id') < 0) return;
    const value = properties[text].initializer;
    if (!isText(value)) {
      const { line } = file.getLineAndCharacterOfPosition(value.getStart(file));
      throw new Error(`${fileName}:${line + 1}: a message's defaultMessage must be a literal text (it is compiled at build time)`);
    }
    edits.push([value.getStart(file), value.end, JSON.stringify(compileMessage(value.text))]);
    const description = propertyNamed(properties, 'description');
    if (description < 0) return;
    const property = properties[description];
    // With its comma: up to the next property, or from the previous one when it is the last.
    edits.push(
      description < properties.length - 1
        ? [property.getStart(file), properties[description + 1].getStart(file), '']
        : [properties[description - 1].end, property.end, ''],
    );
  };
  visit(file);
  return edits
    .sort((a, b) => b[0] - a[0])
    .reduce((out, [start, end, replacement]) => out.slice(0, start) + replacement + out.slice(end), source);
}
