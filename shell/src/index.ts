// The site's styles are linked from the page's <head> (imported here, in the entry, not in the
// async bootstrap), so the server's HTML is styled before any script runs.
import './styles/global.css';

// Async boundary: shared modules are negotiated before any React code runs.
import('./bootstrap');
