// Async boundary: shared modules are negotiated before any React code runs.
import('./bootstrap');
