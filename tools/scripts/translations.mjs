// Finds react-intl messages in source files and compares them with a Spanish catalogue.
import ts from 'typescript';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const DEFINE_CALLS = new Set(['defineMessages', 'defineMessage']);

function propertyText(objectLiteral, name) {
  const property = objectLiteral.properties.find(
    (p) => ts.isPropertyAssignment(p) && p.name.getText() === name,
  );
  const init = property?.initializer;
  return init && (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)) ? init.text : undefined;
}

/** Every `{ id, defaultMessage }` passed to defineMessage(s) in one source file. */
export function extractMessages(sourceText, fileName = 'source.tsx') {
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const visitDescriptor = (node) => {
    if (!ts.isObjectLiteralExpression(node)) return;
    const id = propertyText(node, 'id');
    const defaultMessage = propertyText(node, 'defaultMessage');
    if (id && defaultMessage !== undefined) found.push({ id, defaultMessage, file: fileName });
    else node.properties.forEach((p) => ts.isPropertyAssignment(p) && visitDescriptor(p.initializer));
  };
  const visit = (node) => {
    if (ts.isCallExpression(node) && DEFINE_CALLS.has(node.expression.getText())) {
      node.arguments.forEach(visitDescriptor);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function argumentNames(message) {
  const names = new Set();
  const walk = (elements) =>
    elements.forEach((element) => {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound && element.value) names.add(element.value);
      if (element.options) Object.values(element.options).forEach((option) => walk(option.value));
      if (element.children) walk(element.children);
    });
  walk(parse(message));
  return [...names].sort().join(',');
}

/** Problems between English messages and a Spanish catalogue: missing, stale, placeholder drift. */
export function findTranslationProblems(englishMessages, spanish) {
  const problems = [];
  const seen = new Map();
  for (const message of englishMessages) {
    const earlier = seen.get(message.id);
    if (earlier && earlier.defaultMessage !== message.defaultMessage) {
      problems.push(`${message.id}: defined twice with different English (${earlier.file}, ${message.file})`);
    }
    seen.set(message.id, message);
    const translation = spanish[message.id];
    if (typeof translation !== 'string' || translation.trim() === '') {
      problems.push(`${message.id}: no Spanish translation (${message.file})`);
    } else if (argumentNames(translation) !== argumentNames(message.defaultMessage)) {
      problems.push(`${message.id}: Spanish placeholders differ from English`);
    }
  }
  for (const id of Object.keys(spanish)) {
    if (!seen.has(id)) problems.push(`${id}: Spanish message with no English source`);
  }
  return problems;
}
