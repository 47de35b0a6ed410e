import type { OpenApiDocument } from './document.js';

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; enum?: unknown[]; minLength?: number; maxLength?: number; minimum?: number; maximum?: number; description?: string; const?: unknown };
type Operation = { summary?: string; description?: string; tags?: string[]; parameters?: { name: string; in: string; required?: boolean; schema?: Schema; description?: string }[]; requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, { description: string }> };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const code = (text: string) => `<code>${escape(text)}</code>`;

function typeOf(schema: Schema | undefined): string {
  if (!schema) return '';
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  if (type === 'array') return `array of ${typeOf(schema.items)}`;
  const limits = [
    schema.minLength !== undefined && `at least ${schema.minLength} characters`,
    schema.maxLength !== undefined && `at most ${schema.maxLength} characters`,
    schema.minimum !== undefined && `from ${schema.minimum}`,
    schema.maximum !== undefined && `up to ${schema.maximum}`,
  ].filter(Boolean);
  return limits.length ? `${type} (${limits.join(', ')})` : type;
}

function fieldsTable(caption: string, rows: [string, string, boolean, string][]): string {
  if (rows.length === 0) return '';
  const body = rows.map(([name, type, required, note]) => `<tr><td>${code(name)}</td><td>${escape(type)}</td><td>${required ? 'yes' : 'no'}</td><td>${escape(note)}</td></tr>`).join('');
  return `<table><caption>${escape(caption)}</caption><thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Notes</th></tr></thead><tbody>${body}</tbody></table>`;
}

function operationHtml(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? []).map((p): [string, string, boolean, string] => [p.name, typeOf(p.schema), p.required === true, `${p.in}${p.description ? `: ${p.description}` : ''}`]);
  const body = op.requestBody?.content['application/json']?.schema;
  const fields = Object.entries(body?.properties ?? {}).map(([name, schema]): [string, string, boolean, string] => [name, typeOf(schema), body?.required?.includes(name) === true, schema.description ?? '']);
  const responses = Object.entries(op.responses).map(([status, response]) => `<li>${code(status)}: ${escape(response.description)}</li>`).join('');
  const paragraphs = (op.description ?? '').split('\n\n').filter(Boolean).map((text) => `<p>${escape(text)}</p>`).join('');
  return `<section><h3>${code(`${method.toUpperCase()} ${path}`)}</h3><p>${escape(op.summary ?? '')}</p>${paragraphs}${fieldsTable('Parameters', params)}${fieldsTable('JSON body', fields)}<h4>Answers</h4><ul>${responses}</ul></section>`;
}

/** The document as one plain HTML page (no script, no styles of its own): for admins and integrators. */
export function referencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const toc = [...byTag.keys()].map((tag) => `<li><a href="#${encodeURIComponent(tag)}">${escape(tag)}</a></li>`).join('');
  const sections = [...byTag].map(([tag, ops]) => `<h2 id="${encodeURIComponent(tag)}">${escape(tag)}</h2>${ops.join('')}`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(document.info.title)}: reference</title></head><body><main><h1>${escape(document.info.title)}</h1><p>${escape(document.info.description ?? '')}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(document.openapi)}, version ${escape(document.info.version)}).</p><nav aria-label="Sections"><ul>${toc}</ul></nav>${sections}</main></body></html>`;
}
