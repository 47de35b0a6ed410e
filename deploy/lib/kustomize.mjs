/**
 * The part of kustomize these manifests use, offline: `resources` (files and folders), `namespace`,
 * `images` and strategic-merge `patches` (objects merged by kind and name; lists of named items, like
 * containers and env, merged by name; other lists replaced, as kustomize does for them). Anything else
 * in a kustomization is refused, so a new feature cannot be silently ignored by the checks.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'images', 'patches']);
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'IngressClass', 'PriorityClass']);

export function readYaml(file) {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0].message}`);
    return doc.toJS();
  }).filter(Boolean);
}

function isNamedList(list) {
  return list.length > 0 && list.every((item) => item && typeof item === 'object' && typeof item.name === 'string');
}

export function strategicMerge(base, patch) {
  if (Array.isArray(base) && Array.isArray(patch) && isNamedList(base) && isNamedList(patch)) {
    const merged = base.map((item) => {
      const match = patch.find((p) => p.name === item.name);
      return match ? strategicMerge(item, match) : item;
    });
    return [...merged, ...patch.filter((p) => !base.some((item) => item.name === p.name))];
  }
  if (base && patch && typeof base === 'object' && typeof patch === 'object' && !Array.isArray(base) && !Array.isArray(patch)) {
    const out = { ...base };
    for (const [key, value] of Object.entries(patch)) out[key] = key in base ? strategicMerge(base[key], value) : value;
    return out;
  }
  return patch;
}

function setImages(object, images) {
  const pod = object.spec?.template?.spec ?? object.spec?.jobTemplate?.spec?.template?.spec;
  for (const container of [...(pod?.containers ?? []), ...(pod?.initContainers ?? [])]) {
    const image = images.find((entry) => entry.name === container.image.split(':')[0]);
    if (image) container.image = `${image.newName ?? image.name}:${image.newTag}`;
  }
}

/** Renders a kustomization folder into a list of Kubernetes objects. */
export function build(dir) {
  const [kustomization] = readYaml(path.join(dir, 'kustomization.yaml'));
  const unknown = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unknown.length > 0) throw new Error(`${dir}/kustomization.yaml uses ${unknown.join(', ')}, which the offline renderer does not know`);
  let objects = [];
  for (const resource of kustomization.resources ?? []) {
    const target = path.join(dir, resource);
    objects.push(...(statSync(target).isDirectory() ? build(target) : readYaml(target)));
  }
  for (const { path: patchFile, ...rest } of kustomization.patches ?? []) {
    if (Object.keys(rest).length > 0) throw new Error(`patch ${patchFile}: only path is supported`);
    for (const patch of readYaml(path.join(dir, patchFile))) {
      const index = objects.findIndex((o) => o.kind === patch.kind && o.metadata.name === patch.metadata.name);
      if (index < 0) throw new Error(`patch ${patchFile}: no ${patch.kind} ${patch.metadata.name} to patch`);
      objects[index] = strategicMerge(objects[index], patch);
    }
  }
  objects = structuredClone(objects);
  for (const object of objects) {
    if (kustomization.namespace && !CLUSTER_SCOPED.has(object.kind)) object.metadata.namespace = kustomization.namespace;
    if (kustomization.images) setImages(object, kustomization.images);
  }
  return objects;
}
