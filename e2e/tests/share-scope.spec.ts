import { expect, test } from '../support/test';
import { demoPassword, logIn } from '../support/accounts';
import { remotePages } from '../support/remotes';

const singletons = ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'react-intl'];

interface SharedEntry {
  version: string;
  from: string;
  loaded?: boolean;
  useIn?: string[];
}

test('after visiting every remote, the page holds one copy of React, the router, react-query and react-intl @smoke', async ({ page }) => {
  await logIn(page, 'admin', demoPassword()); // the admin remote's page is for admins only
  await page.goto('/');
  // Client-side navigation keeps one page, so every remote joins the same share scope.
  for (const remote of remotePages) {
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, remote.path);
    // The instructor portal loads for an admin too, then sends them home (instructors only).
    if (remote.id === 'instructor') await expect(page.getByText("You don't have instructor privileges", { exact: true })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1, name: remote.en })).toBeVisible();
  }
  const federation = await page.evaluate(() => {
    const f = (window as unknown as {
      __FEDERATION__: { __INSTANCES__: { name: string }[]; __SHARE__: Record<string, Record<string, Record<string, Record<string, SharedEntry>>>> };
    }).__FEDERATION__;
    return {
      instances: f.__INSTANCES__.map((instance) => instance.name),
      scopes: Object.fromEntries(
        Object.entries(f.__SHARE__).map(([instance, scopes]) => [
          instance,
          Object.fromEntries(
            Object.entries(scopes.default ?? {}).map(([pkg, versions]) => [
              pkg,
              Object.values(versions).map(({ version, from, loaded, useIn }) => ({ version, from, loaded, useIn })),
            ]),
          ),
        ]),
      ) as Record<string, Record<string, SharedEntry[]>>,
    };
  });

  // The shell and the five remotes all run on the one Module Federation runtime the shell provides.
  expect(new Set(federation.instances)).toEqual(new Set(['shell', ...remotePages.map((remote) => remote.id)]));
  const scopes = Object.values(federation.scopes);
  for (const pkg of singletons) {
    const entries = scopes.flatMap((scope) => scope[pkg] ?? []);
    expect(new Set(entries.map((entry) => entry.version)), `${pkg} versions`).toHaveProperty('size', 1);
    // The one loaded copy is the shell's.
    expect(new Set(entries.filter((entry) => entry.loaded).map((entry) => entry.from)), `${pkg} provider`).toEqual(new Set(['shell']));
  }
  // Each remote renders through the shell's react-intl and platform SDK, not a copy of its own.
  for (const pkg of ['react-intl', '@reentry/platform']) {
    const users = new Set(scopes.flatMap((scope) => (scope[pkg] ?? []).flatMap((entry) => entry.useIn ?? [])));
    for (const remote of remotePages) expect([...users], pkg).toContain(remote.id);
  }
});
