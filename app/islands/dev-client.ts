// The islands runtime's first import, for the development server only: a build has no
// `import.meta.hot`, so none of this reaches a visitor.
if (import.meta.hot) {
  // React Router's plugin wraps every component for Fast Refresh and refuses to run one unless
  // the page prepared for it, as React Router's own scripts do on a page it hydrates whole.
  Object.assign(window, {
    $RefreshReg$: () => {},
    $RefreshSig$: () => (type: unknown) => type,
    __vite_plugin_react_preamble_installed__: true,
  });
  // But an islands page cannot fast-refresh (React Router's refresh runtime expects its router
  // in the page): it reloads when code it loaded changes, and holds the update it was sent
  // (Vite waits for this listener before applying one), and when code the server rendered it
  // with changes (app/islands/vite-plugin.ts).
  const reload = () => {
    location.reload();
    return new Promise<never>(() => {});
  };
  import.meta.hot.on("vite:beforeUpdate", reload);
  import.meta.hot.on("islands:reload", reload);
}
