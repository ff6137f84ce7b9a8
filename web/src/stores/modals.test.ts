import { beforeEach, describe, expect, it } from 'vitest'
import { closeModal, currentModal, openModal } from './modals.ts'

describe('modal stack', () => {
  beforeEach(closeModal)

  it('opening a modal closes the one on screen first', () => {
    openModal({ kind: 'login' })
    openModal({ kind: 'error', message: 'internalServerError' })
    expect(currentModal()).toEqual({ kind: 'error', message: 'internalServerError' })
    closeModal()
    expect(currentModal()).toBeNull()
  })

  it('shows nothing until something opens', () => {
    expect(currentModal()).toBeNull()
    openModal({ kind: 'sign-in' })
    expect(currentModal()).toEqual({ kind: 'sign-in' })
  })
})
