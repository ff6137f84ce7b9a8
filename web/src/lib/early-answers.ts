// What index.html's bootstrap asked for before the scripts came (decision 019): a page with no
// server behind it takes these; a page the server drew has its answers in it.

/** The startup answer the inline script asked for while the HTML was parsed, taken once. */
export function takeEarlyStartup(): Promise<unknown> | undefined {
  const early = window as unknown as { siteStartup?: Promise<unknown> }
  const answer = early.siteStartup
  early.siteStartup = undefined
  return answer
}

/**
 * The home page's answers the inline script asked for once its startup call answered: a call's
 * JSON by name, or undefined when it asked for none (another page, a failed startup, maintenance).
 * Taken once.
 */
export function takeEarlyHome(): Promise<Record<string, Promise<unknown>> | undefined> | undefined {
  const early = window as unknown as {
    siteHome?: Promise<Record<string, Promise<unknown>> | undefined>
  }
  const answers = early.siteHome
  early.siteHome = undefined
  return answers
}
