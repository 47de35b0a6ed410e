import { data, redirect } from 'react-router';
import { recordingServices, resolveRoute, runLoader, samplePath } from './route-probe.js';

describe('how the contract suite runs a remote\'s routes', () => {
  it('makes a URL path for each pattern, with its params', () => {
    expect(samplePath('/modules/:id')).toEqual({ path: '/modules/1', params: { id: '1' } });
    expect(samplePath('/stories/:id?')).toEqual({ path: '/stories', params: {} });
    expect(samplePath('/certificates/*')).toEqual({ path: '/certificates', params: {} });
  });

  it('loads a lazy route as the router would', async () => {
    const Component = () => null;
    expect(await resolveRoute({ path: '/x', lazy: async () => ({ Component }) })).toMatchObject({ path: '/x', Component });
  });

  it('accepts a loader that returns, redirects, answers 404, or meets an API error', async () => {
    const { services } = recordingServices();
    expect(await runLoader(async () => null, '/x')).toBeUndefined();
    expect(await runLoader(() => { throw redirect('/'); }, '/x')).toBeUndefined();
    expect(await runLoader(() => { throw data(null, { status: 404 }); }, '/x')).toBeUndefined();
    expect(await runLoader(() => services.api.get('/api/modules'), '/x')).toBeUndefined();
  });

  it('names a loader that reads a browser global or misuses its arguments', async () => {
    expect(await runLoader(() => (globalThis as unknown as { window: Window }).window.location.href, '/modules/:id')).toMatch(
      /^the loader of \/modules\/:id failed on the server with TypeError/,
    );
    expect(await runLoader(({ params }) => (params as unknown as { id: { n: number } }).id.n.toFixed(), '/modules/:id')).toMatch(/TypeError/);
  });

  it('hands loaders a visitor and a busy API, and records every call', async () => {
    const { services, calls } = recordingServices();
    await expect(services.api.get('/api/auth/me', { on401: 'null' })).resolves.toBeNull();
    await expect(services.api.get('/api/site-config')).rejects.toThrow(/^503: /);
    expect(calls).toEqual(['/api/auth/me', '/api/site-config']);
  });
});
