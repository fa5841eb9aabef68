// What `use-sync-external-store/shim` becomes in the build (vite.config.ts): React's own hook. The shim
// brings its own copy for React 17, which Lingui's React bindings and TanStack Store still import; under
// React 19 it only hands React's back, after 1.5 kB of the first load's code.
export { useSyncExternalStore } from 'react';
