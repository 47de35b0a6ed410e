// Rspack loader for a translated catalogue (src/i18n/<locale>.json: message id -> text): each text in
// react-intl's parsed form, as precompile-messages.mjs does for the English defaults (production only).
module.exports = function precompileCatalogLoader(source) {
  const callback = this.async();
  import('./precompile-messages.mjs')
    .then(({ compileMessage }) => {
      const catalog = JSON.parse(source);
      const compiled = Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)]));
      callback(null, JSON.stringify(compiled));
    })
    .catch(callback);
};
