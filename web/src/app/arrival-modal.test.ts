import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeModal, currentModal } from '../stores/modals.ts'
import { noticeArrival, openModalOnArrival } from './arrival-modal.ts'

const at = (pathname: string, state = 'idle') => ({ navigation: { state }, location: { pathname } })

beforeEach(() => {
  vi.useFakeTimers()
  closeModal()
})
afterEach(() => vi.useRealTimers())

describe('the guest modal opens a second after the guest arrives', () => {
  it.each([
    ['while the page is still loading', [at('/', 'loading')]],
    ['while the router is still at the protected page', [at('/account')]],
  ])('does not start the delay %s', (_name, states) => {
    openModalOnArrival({ path: '/', modal: 'login', delayMs: 1000 })
    for (const state of states) noticeArrival(state)
    vi.advanceTimersByTime(5000)
    expect(currentModal()).toBeNull()
  })

  it.each([
    ['login', '/'],
    ['sign-in', '/zh'],
  ] as const)('opens the %s modal 1000 ms after arriving at %s, not before', (modal, path) => {
    openModalOnArrival({ path, modal, delayMs: 1000 })
    noticeArrival(at(path, 'loading'))
    vi.advanceTimersByTime(800)
    noticeArrival(at(path))
    vi.advanceTimersByTime(999)
    expect(currentModal()).toBeNull()
    vi.advanceTimersByTime(1)
    expect(currentModal()).toEqual({ kind: modal })
  })

  it('stays closed when the guest moves to another page within the second', () => {
    openModalOnArrival({ path: '/', modal: 'login', delayMs: 1000 })
    noticeArrival(at('/'))
    vi.advanceTimersByTime(400)
    noticeArrival(at('/', 'loading'))
    vi.advanceTimersByTime(100)
    noticeArrival(at('/slots'))
    vi.advanceTimersByTime(5000)
    expect(currentModal()).toBeNull()
  })

  it('still opens when the router reports the page again within the second', () => {
    openModalOnArrival({ path: '/', modal: 'login', delayMs: 1000 })
    noticeArrival(at('/'))
    vi.advanceTimersByTime(500)
    noticeArrival(at('/', 'loading'))
    noticeArrival(at('/'))
    vi.advanceTimersByTime(500)
    expect(currentModal()).toEqual({ kind: 'login' })
  })

  it('opens once, even when the router reports the same place again', () => {
    openModalOnArrival({ path: '/', modal: 'login', delayMs: 1000 })
    noticeArrival(at('/'))
    vi.advanceTimersByTime(1000)
    closeModal()
    noticeArrival(at('/'))
    vi.advanceTimersByTime(5000)
    expect(currentModal()).toBeNull()
  })
})
