export async function startMock(): Promise<void> {
  // `pnpm dev --proxy URL`: the dev server forwards the calls to a real backend instead.
  if (import.meta.env.VITE_PLAYFRONT_PROXY) return
  const { startMockWorker } = await import('@playfront/mock-server/browser')
  await startMockWorker()
}
