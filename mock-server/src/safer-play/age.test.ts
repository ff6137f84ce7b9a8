import { describe, expect, it } from 'vitest'
import { createInProcessMock } from '../testing/in-process.ts'
import { ageOn } from './age.ts'

describe('age on a day of the mock clock', () => {
  it.each([
    ['2004-06-02', '2025-06-02', 21],
    ['2004-06-03', '2025-06-02', 20],
    ['2004-05-31', '2025-06-02', 21],
    ['2004-07-01', '2025-06-02', 20],
    ['2004-02-29', '2025-02-28', 20],
    ['2004-02-29', '2025-03-01', 21],
  ])('born %s is, on %s, %i', (born, day, age) => {
    expect(ageOn(born, Date.parse(`${day}T12:00:00Z`))).toBe(age)
  })
})

describe('signing up with a date of birth', () => {
  const signup = async (domain: string, date_of_birth: string, account_id: string) => {
    const mock = await createInProcessMock()
    mock.backend.clock.set(Date.parse('2025-06-02T09:00:00Z'))
    const startup = (await mock.call('/api/startup', { domain_name: domain })) as {
      min_age: number
    }
    const answer = await mock.call('/api/auth/signup', {
      account_id,
      password: 'secret123',
      contact_phone: '+639171234567',
      date_of_birth,
      domain_name: domain,
      external_id: mock.externalId(domain),
    })
    return { minAge: startup.min_age, answer }
  }

  it('refuses a player one day short of the tenant minimum of 21, naming it', async () => {
    const { minAge, answer } = await signup('localhost', '2004-06-03', 'young1')
    expect(minAge).toBe(21)
    expect(answer).toMatchObject({
      statusCode: -500,
      statusMessage: 'underAge',
      statusDetail: 'The minimum age on this site is 21.',
    })
  })

  it('lets a player in on their 21st birthday', async () => {
    const { answer } = await signup('localhost', '2004-06-02', 'birthday1')
    expect(answer).toMatchObject({ statusCode: 1 })
  })
})
