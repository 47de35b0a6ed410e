// jsdom plus the web platform pieces Node already has and jsdom lacks
// (fetch, Response, TextEncoder...), which react-router and the API client need.
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone'];
// Node's own, even where jsdom has its own: Node's Request (Node 24's undici) accepts only its own AbortSignal,
// and react-router makes a Request with the signal of an AbortController it creates.
const alwaysFromNode = ['AbortController', 'AbortSignal'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of fromNode) {
      if (globalThis[name] && !this.global[name]) this.global[name] = globalThis[name];
    }
    for (const name of alwaysFromNode) this.global[name] = globalThis[name];
    // jsdom's crypto has no `subtle` (a form's Idempotency-Key is a SHA-256 of what it sends): Node's has.
    if (!this.global.crypto?.subtle) Object.defineProperty(this.global, 'crypto', { value: globalThis.crypto, configurable: true });
  }
}

module.exports = JsdomWithFetchEnvironment;
