// Rspack loader around strip-message-descriptions.mjs (production builds only; see swc-rule.mjs).
module.exports = function stripMessageDescriptionsLoader(source) {
  const callback = this.async();
  import('./strip-message-descriptions.mjs')
    .then(({ stripMessageDescriptions }) => callback(null, stripMessageDescriptions(source, this.resourcePath)))
    .catch(callback);
};
