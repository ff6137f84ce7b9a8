import { expect, test } from '@playwright/test'
import { resetMock } from './support/mock-control.ts'
import { gotoAs } from './support/site.ts'

test.beforeEach(async ({ request }) => resetMock(request))
test.afterEach(async ({ request }) => resetMock(request))

// An account id nobody holds: it is locked exactly as a real one would be (decision 032), and
// no other spec's player is touched.
const account = 'locked-player'
const languages = [
  {
    prefix: '',
    login: 'Log in',
    username: 'Username',
    password: 'Password',
    title: 'Something went wrong',
    locked: 'Too many attempts.',
    wait: 'You can try again in 15 minutes.',
  },
  {
    prefix: '/fil',
    login: 'Mag-log in',
    username: 'Username',
    password: 'Password',
    title: 'May nangyaring mali',
    locked: 'Masyadong maraming pagsubok.',
    wait: 'Maaari kang sumubok muli sa 15 minuto.',
  },
  {
    prefix: '/zh',
    login: '登录',
    username: '用户名',
    password: '密码',
    title: '出错了',
    locked: '尝试次数过多。',
    wait: '您可以在15分钟后重试。',
  },
]

for (const words of languages) {
  test(`after ten wrong passwords the login page says in ${words.prefix || '/en'} when to try again`, async ({
    page,
    request,
  }) => {
    for (let i = 0; i < 9; i += 1)
      await request.post('/api/auth/login', {
        data: {
          domain_name: 'casino1.localhost',
          external_id: 'T-CASINO1',
          account_id: account,
          password: 'wrong',
        },
      })
    await gotoAs(page, 'casino1', `${words.prefix}/login`)
    const form = page.getByRole('tabpanel')
    await form.getByLabel(words.username).fill(account)
    await form.getByLabel(words.password).fill('wrong-again')
    await form.getByRole('button', { name: words.login }).click()
    const dialog = page.getByRole('dialog', { name: words.title })
    await expect(dialog).toContainText(words.locked)
    await expect(dialog).toContainText(words.wait)
  })
}
