// jsdom plus the web platform pieces Node already has and jsdom lacks
// (fetch, Response, TextEncoder...), which react-router and the API client need.
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of fromNode) {
      if (globalThis[name] && !this.global[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
