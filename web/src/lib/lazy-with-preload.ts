import { lazy, type ComponentType } from 'react'

type Module<P> = { default: ComponentType<P> }

/**
 * `React.lazy` that can be loaded ahead of its first render: once the chunk is there, the first
 * render takes it at once instead of suspending, so nothing pops in a throttled moment later.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined
  let loading: Promise<Module<P>> | undefined
  const preload = () => (loading ??= load().then((module) => (loaded = module)))
  // A thenable that calls back at once lets React resolve the lazy component in the same render.
  const Component = lazy<ComponentType<P>>(() =>
    loaded
      ? ({
          then: (resolve: (module: Module<P>) => void) => resolve(loaded as Module<P>),
        } as Promise<Module<P>>)
      : preload(),
  )
  /** The component itself once its chunk is here: drawn without a Suspense boundary of its own. */
  const ready = (): ComponentType<P> | undefined => loaded?.default
  return Object.assign(Component, { preload, ready })
}
