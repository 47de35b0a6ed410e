/** Kubernetes manifests (issue 16): rendered offline like kustomize, validated against the Kubernetes schemas. */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { build, strategicMerge } from '../lib/kustomize.mjs';

const k8s = path.resolve(import.meta.dirname, '..', 'k8s');
const overlays = readdirSync(path.join(k8s, 'overlays'));
const SECRET_LIKE = /SECRET|PASSWORD|TOKEN|KEY|DATABASE_URL|SMTP_URL/;

async function validate(object) {
  const module = await import(`kubernetes-models/${object.apiVersion}/${object.kind}`);
  const Model = module[object.kind];
  new Model(object).validate();
}

const find = (objects, kind, name) => {
  const found = objects.find((o) => o.kind === kind && (!name || o.metadata.name === name));
  assert.ok(found, `${kind} ${name ?? ''} is rendered`);
  return found;
};

const matches = (selector, labels) => Object.entries(selector).every(([key, value]) => labels[key] === value);

describe('the offline renderer', () => {
  it('merges named lists by name and replaces the rest, like a strategic merge', () => {
    const base = { spec: { containers: [{ name: 'web', image: 'a', env: [{ name: 'A', value: '1' }] }], tls: [{ hosts: ['a'] }] } };
    const patch = { spec: { containers: [{ name: 'web', env: [{ name: 'B', value: '2' }] }], tls: [{ hosts: ['b'] }] } };
    assert.deepEqual(strategicMerge(base, patch), {
      spec: { containers: [{ name: 'web', image: 'a', env: [{ name: 'A', value: '1' }, { name: 'B', value: '2' }] }], tls: [{ hosts: ['b'] }] },
    });
  });

  it('catches an invalid object (the schemas do check)', async () => {
    await assert.rejects(validate({ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'x' }, spec: { replicas: 'three' } }));
  });
});

for (const overlay of overlays) {
  describe(`overlay ${overlay}`, () => {
    const objects = build(path.join(k8s, 'overlays', overlay));
    const deployment = find(objects, 'Deployment', 'reentry-web');
    const pod = deployment.spec.template.spec;
    const web = pod.containers.find((c) => c.name === 'web');
    const config = find(objects, 'ConfigMap', 'reentry-web-config').data;
    const job = find(objects, 'Job', 'reentry-migrate');

    it('renders every kind the release needs, each valid against the Kubernetes schemas', async () => {
      const kinds = objects.map((o) => o.kind).sort();
      for (const kind of ['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'Ingress', 'Job', 'NetworkPolicy', 'PodDisruptionBudget', 'Service', 'ServiceAccount']) {
        assert.ok(kinds.includes(kind), `${kind} present`);
      }
      for (const object of objects) {
        await validate(object);
        assert.equal(object.metadata.namespace, overlay === 'production' ? 'reentry' : `reentry-${overlay}`);
      }
    });

    it('probes: startup and liveness on /livez, readiness on /readyz, on the app port', () => {
      assert.equal(web.startupProbe.httpGet.path, '/livez');
      assert.equal(web.livenessProbe.httpGet.path, '/livez');
      assert.equal(web.readinessProbe.httpGet.path, '/readyz');
      for (const probe of [web.startupProbe, web.livenessProbe, web.readinessProbe]) assert.equal(probe.httpGet.port, 'http');
      assert.deepEqual(web.ports.find((p) => p.name === 'http'), { name: 'http', containerPort: 3000 });
      // A slow first start is not killed by liveness: the startup probe allows at least a minute.
      assert.ok(web.startupProbe.periodSeconds * web.startupProbe.failureThreshold >= 60);
    });

    it('drains gracefully: the grace period outlasts the shutdown delay plus the drain timeout', () => {
      const delay = Number(config.SHUTDOWN_DELAY_SECONDS);
      const timeout = Number(config.SHUTDOWN_TIMEOUT_SECONDS);
      assert.ok(delay >= 3, 'endpoints and the ingress get a few seconds to stop sending');
      assert.ok(pod.terminationGracePeriodSeconds >= delay + timeout + 5, `${pod.terminationGracePeriodSeconds} > ${delay} + ${timeout}`);
      assert.equal(deployment.spec.strategy.rollingUpdate.maxUnavailable, 0);
    });

    it('runs as a non-root user on a read-only root file system, writing only to /tmp', () => {
      for (const spec of [pod, job.spec.template.spec]) {
        assert.equal(spec.securityContext.runAsNonRoot, true);
        assert.ok(spec.securityContext.runAsUser > 0);
        assert.equal(spec.securityContext.seccompProfile.type, 'RuntimeDefault');
        assert.equal(spec.automountServiceAccountToken, false);
        for (const container of spec.containers) {
          assert.equal(container.securityContext.readOnlyRootFilesystem, true);
          assert.equal(container.securityContext.allowPrivilegeEscalation, false);
          assert.deepEqual(container.securityContext.capabilities.drop, ['ALL']);
          assert.ok(container.resources.requests.cpu && container.resources.requests.memory && container.resources.limits.memory);
          const writable = container.volumeMounts.filter((m) => !m.readOnly).map((m) => m.mountPath);
          assert.deepEqual(writable, ['/tmp']);
          assert.match(container.image, /^ghcr\.io\/example-org\/reentry-web:\d+\.\d+\.\d+$/);
        }
      }
    });

    it('takes secrets by reference only, never as values', () => {
      assert.ok(!objects.some((o) => o.kind === 'Secret'), 'no Secret object in the manifests');
      for (const key of Object.keys(config)) assert.ok(!SECRET_LIKE.test(key) || key === 'REMOTES_FILE', `${key} is not in the ConfigMap`);
      for (const container of [web, ...job.spec.template.spec.containers]) {
        for (const variable of container.env ?? []) {
          if (SECRET_LIKE.test(variable.name)) assert.ok(variable.valueFrom?.secretKeyRef?.name, `${variable.name} comes from a Secret`);
        }
        for (const name of ['DATABASE_URL', 'SESSION_SECRET', 'DATA_ENCRYPTION_KEY']) {
          assert.equal(container.env.find((v) => v.name === name)?.valueFrom.secretKeyRef.optional, undefined, `${name} is required`);
        }
      }
    });

    it('migrates once per release in a Job; the replicas never migrate at start', () => {
      assert.equal(config.MIGRATE_ON_START, 'false');
      assert.deepEqual(job.spec.template.spec.containers[0].command, ['node', 'services/api/dist/cli/migrate.js']);
      assert.equal(job.spec.template.spec.restartPolicy, 'Never');
      assert.equal(job.spec.template.spec.containers[0].image, web.image);
    });

    it('mounts the remotes list as a file from a ConfigMap, so changing it rolls no pod', () => {
      const remotes = find(objects, 'ConfigMap', 'reentry-remotes');
      const list = JSON.parse(remotes.data['remotes.json']);
      for (const [id, url] of Object.entries(list)) {
        assert.match(id, /^[a-z][a-z0-9_]*$/);
        assert.match(url, /^(\/remotes\/|https:\/\/)/);
      }
      const volume = pod.volumes.find((v) => v.configMap?.name === 'reentry-remotes');
      const mount = web.volumeMounts.find((m) => m.name === volume.name);
      assert.equal(mount.subPath, undefined, 'a subPath mount never sees ConfigMap updates');
      assert.equal(config.REMOTES_FILE, `${mount.mountPath}/remotes.json`);
      // Only the app settings (read at start) are env; nothing ties the pod template to the remotes list.
      assert.ok(!JSON.stringify(deployment.spec.template.metadata).includes('remotes'));
      assert.ok(!(web.envFrom ?? []).some((source) => source.configMapRef?.name === 'reentry-remotes'));
    });

    it('keeps replicas available: Service, PodDisruptionBudget and autoscaler point at the web pods', () => {
      const labels = deployment.spec.template.metadata.labels;
      assert.ok(matches(deployment.spec.selector.matchLabels, labels));
      assert.ok(matches(find(objects, 'Service', 'reentry-web').spec.selector, labels));
      const pdb = find(objects, 'PodDisruptionBudget', 'reentry-web');
      assert.ok(matches(pdb.spec.selector.matchLabels, labels));
      assert.equal(pdb.spec.maxUnavailable, 1);
      const hpa = find(objects, 'HorizontalPodAutoscaler', 'reentry-web');
      assert.deepEqual(hpa.spec.scaleTargetRef, { apiVersion: 'apps/v1', kind: 'Deployment', name: 'reentry-web' });
      assert.ok(hpa.spec.minReplicas >= 2 && hpa.spec.maxReplicas >= hpa.spec.minReplicas);
      // Connections: every replica's pool at once must fit a small managed database (100 connections).
      assert.ok(hpa.spec.maxReplicas * Number(config.DB_POOL_MAX) + 5 <= 100);
    });

    it('ends TLS at the Ingress for the public host', () => {
      const ingress = find(objects, 'Ingress', 'reentry-web');
      const host = new URL(config.PUBLIC_URL).hostname;
      assert.equal(new URL(config.PUBLIC_URL).protocol, 'https:');
      assert.deepEqual(ingress.spec.tls[0].hosts, [host]);
      assert.ok(ingress.spec.tls[0].secretName);
      assert.deepEqual(ingress.spec.rules.map((rule) => rule.host), [host]);
      assert.equal(ingress.spec.rules[0].http.paths[0].backend.service.name, 'reentry-web');
      assert.equal(config.TRUST_PROXY, '1');
    });

    it('lets only the ingress controller reach the web pods, and the pods reach only DNS, PostgreSQL, mail and HTTPS', () => {
      const policy = find(objects, 'NetworkPolicy', 'reentry-web');
      assert.ok(matches(policy.spec.podSelector.matchLabels, deployment.spec.template.metadata.labels));
      assert.deepEqual(policy.spec.policyTypes, ['Ingress', 'Egress']);
      const appPort = policy.spec.ingress.filter((rule) => rule.ports.some((p) => p.port === 3000));
      assert.equal(appPort.length, 1);
      assert.deepEqual(appPort[0].from, [
        { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } }, podSelector: { matchLabels: { 'app.kubernetes.io/name': 'ingress-nginx' } } },
      ]);
      const egressPorts = policy.spec.egress.flatMap((rule) => rule.ports.map((p) => p.port)).sort((a, b) => a - b);
      assert.deepEqual(egressPorts, [53, 53, 443, 465, 587, 5432]);
      const migrate = find(objects, 'NetworkPolicy', 'reentry-migrate');
      assert.deepEqual(migrate.spec.ingress, []);
      assert.deepEqual(migrate.spec.egress.flatMap((rule) => rule.ports.map((p) => p.port)).sort(), [53, 53, 5432]);
    });
  });
}
