import { z } from 'zod';

// The contracts' one `z`. In a browser zod runs without compiling parsers at run time (`jitless`): its probe
// for that (`new Function`) is refused by the site's Content-Security-Policy, which reports it as a violation
// even though zod catches it. The API (Node) keeps the faster compiled parsers. package.json lists this
// module as having a side effect: a bundler would otherwise take `z` straight from zod and skip this call.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
