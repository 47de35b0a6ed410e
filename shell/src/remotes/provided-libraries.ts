// The shared singletons the shell provides to remotes (tools/rspack/shared.mjs lists them; the build
// hands their versions over as __SHARED_SINGLETONS__). The shell's own code imports these very modules
// (the four browser subsets included), so a remote renders with the shell's React, router, query
// client, react-intl, jotai and platform SDK, never a copy. This module loads with Module Federation's
// runtime, on the first remote a page needs.
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactRouter from 'react-router';
import * as ReactQuery from '@tanstack/react-query';
import * as Jotai from 'jotai';
import * as ReactIntl from 'react-intl';
import * as Platform from '@reentry/platform';
import * as Ui from '@reentry/ui';

export const providedLibraries: Readonly<Record<string, object>> = {
  react: React,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react/jsx-runtime': JsxRuntime,
  'react-router': ReactRouter,
  '@tanstack/react-query': ReactQuery,
  jotai: Jotai,
  'react-intl': ReactIntl,
  '@reentry/platform': Platform,
  '@reentry/ui': Ui,
};

export interface SharedSingleton {
  version: string;
  requiredVersion: string;
  singleton: boolean;
}
