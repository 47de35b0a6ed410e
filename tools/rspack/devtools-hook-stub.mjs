// Dev only, host page only: React Refresh in a remote can re-render components only if it
// can find the renderer that the host's react-dom registered earlier. This stub records
// renderers from the very first script, so each remote's refresh runtime finds them.
export const devtoolsHookStub = `<script>
if (!window.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true,
    inject: function (renderer) { var id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    onScheduleFiberRoot: function () {}, onCommitFiberRoot: function () {}, onCommitFiberUnmount: function () {}, checkDCE: function () {}
  };
}
</script>`;
