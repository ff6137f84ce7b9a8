export async function startMock(): Promise<void> {
  const { startMockWorker } = await import('@playfront/mock-server/browser')
  await startMockWorker()
}
