/** Runs a control call, says how it went and refreshes what the panel and the site show; undefined when it failed. */
export type Run = <T>(action: Promise<T>) => Promise<T | undefined>
