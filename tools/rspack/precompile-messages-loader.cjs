// Rspack loader around precompile-messages.mjs (production builds only; see swc-rule.mjs).
module.exports = function precompileMessagesLoader(source) {
  const callback = this.async();
  import('./precompile-messages.mjs')
    .then(({ precompileMessages }) => callback(null, precompileMessages(source, this.resourcePath)))
    .catch(callback);
};
