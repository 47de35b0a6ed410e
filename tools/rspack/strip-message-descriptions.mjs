// Message descriptions are notes for translators (the Spanish check reads them from the source);
// react-intl never reads them at run time. Production builds drop them from defineMessage(s)
// calls, which takes several KiB of text out of the JavaScript a phone downloads.
import ts from 'typescript';

const DEFINE_CALLS = new Set(['defineMessages', 'defineMessage']);
const MARK = /\bdefineMessages?\b/;

const named = (property, name) => ts.isPropertyAssignment(property) && property.name.getText() === name;

/** The source with every message descriptor's `description` removed; anything else is left as it was. */
export function stripMessageDescriptions(source, fileName = 'source.tsx') {
  if (!MARK.test(source)) return source;
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const cuts = [];
  const visitDescriptor = (node) => {
    if (!ts.isObjectLiteralExpression(node)) return;
    const properties = node.properties;
    const isDescriptor = properties.some((p) => named(p, 'id')) && properties.some((p) => named(p, 'defaultMessage'));
    if (!isDescriptor) {
      properties.forEach((p) => ts.isPropertyAssignment(p) && visitDescriptor(p.initializer));
      return;
    }
    const index = properties.findIndex((p) => named(p, 'description'));
    if (index < 0) return;
    const property = properties[index];
    // With its comma: up to the next property, or from the previous one when it is the last.
    cuts.push(index < properties.length - 1 ? [property.getStart(file), properties[index + 1].getStart(file)] : [properties[index - 1].end, property.end]);
  };
  const visit = (node) => {
    if (ts.isCallExpression(node) && DEFINE_CALLS.has(node.expression.getText(file))) node.arguments.forEach(visitDescriptor);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return cuts
    .sort((a, b) => b[0] - a[0])
    .reduce((text, [start, end]) => text.slice(0, start) + text.slice(end), source);
}
