// Rspack loader (browser production builds): drops the `description` of react-intl message
// descriptors. Descriptions are notes for translators; shipping them costs every visitor about
// 3 KiB gzip. Only a `description` that directly follows a `defaultMessage` is removed, so other
// objects that happen to have a description (content data) are left alone.
const STRING = String.raw`(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\x60(?:[^\x60\\]|\\.)*\x60)`;
const DESCRIPTOR = new RegExp(String.raw`(defaultMessage:\s*${STRING}\s*),\s*description:\s*${STRING}`, 'g');

module.exports = function stripMessageDescriptions(source) {
  return source.includes('description:') ? source.replace(DESCRIPTOR, '$1') : source;
};
module.exports.DESCRIPTOR = DESCRIPTOR;
