// Vitest setup file: a test fails when the mock answered it outside the contract, naming the
// call and the field, so a handler that drifts from openapi.yaml is caught by the test that
// exercised it, not by a later conformance run.
import { afterEach, expect } from 'vitest'
import { takeOwnViolations } from '../contract-check/own-answers.ts'

afterEach(() => {
  const violations = takeOwnViolations().map((v) => `${v.path}: ${v.problems.join('; ')}`)
  expect(violations, 'the mock answered outside the contract').toEqual([])
})
