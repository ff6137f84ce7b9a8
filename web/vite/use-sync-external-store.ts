// `@preact/signals-react` imports `use-sync-external-store/shim`, the polyfill of React's own
// `useSyncExternalStore` for React 16 and 17. React 19 has it, and the shim's fallback (0.4 KB of
// every first visit) would never run: the build takes React's hook in its place.
export { useSyncExternalStore } from 'react'
