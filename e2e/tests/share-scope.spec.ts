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

test('after visiting every remote, the page holds one copy of React, the router, react-query and react-intl', async ({ page }) => {
  await logIn(page, 'admin', demoPassword()); // the admin remote's page is for admins only
  await page.goto('/');
  // Client-side navigation keeps one page, so every remote joins the same share scope.
  for (const remote of remotePages) {
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, remote.path);
    // The instructor portal loads for an admin too, then sends them home (instructors only).
    if (remote.id === 'instructor') await expect(page.getByText("You don't have instructor privileges")).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1, name: remote.en })).toBeVisible();
  }
  const scopes = await page.evaluate(() => {
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, unknown>>>> } }).__FEDERATION__;
    return Object.fromEntries(
      Object.entries(federation.__SHARE__).map(([instance, scopes]) => [
        instance,
        Object.fromEntries(
          Object.entries(scopes.default ?? {}).map(([pkg, versions]) => [
            pkg,
            Object.values(versions).map((entry) => {
              const e = entry as { version: string; from: string; loaded?: boolean; useIn?: string[] };
              return { version: e.version, from: e.from, loaded: e.loaded, useIn: e.useIn };
            }),
          ]),
        ),
      ]),
    ) as Record<string, Record<string, SharedEntry[]>>;
  });

  const instances = Object.keys(scopes);
  expect(instances.length).toBe(6); // the shell and the five remotes
  for (const pkg of singletons) {
    const versions = new Set(instances.flatMap((instance) => (scopes[instance]![pkg] ?? []).map((entry) => entry.version)));
    expect([...versions], `${pkg} versions`).toHaveLength(1);
    // The one loaded copy is the shell's, and every remote uses it.
    const loaded = instances.flatMap((instance) => (scopes[instance]![pkg] ?? []).filter((entry) => entry.loaded));
    expect(new Set(loaded.map((entry) => entry.from)), `${pkg} provider`).toEqual(new Set(['shell']));
  }
  // Each remote renders through the shell's react-intl and platform SDK, not a copy of its own.
  for (const pkg of ['react-intl', '@reentry/platform']) {
    const users = new Set(instances.flatMap((instance) => (scopes[instance]![pkg] ?? []).flatMap((entry) => entry.useIn ?? [])));
    for (const remote of remotePages) expect([...users], pkg).toContain(remote.id);
  }
});
