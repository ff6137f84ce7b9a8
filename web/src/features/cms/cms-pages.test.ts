import { describe, expect, it } from 'vitest'
import { cmsBody, type Cms } from './cms-pages.ts'

const cms = {
  en_about_us: '<p>About</p>',
  local_about_us: '<p>Tungkol</p>',
  about_us_status: true,
  en_privacy_policy: '<p>Privacy</p>',
  local_privacy_policy: '',
  privacy_policy_status: true,
  en_banking: '<p>Banking</p>',
  local_banking: '<p>银行</p>',
  banking_status: false,
  en_faqs: '',
  local_faqs: '<p>常见问题</p>',
  faqs_status: true,
  en_responsible_gaming: '',
  local_responsible_gaming: '',
  responsible_gaming_status: true,
} as Cms

describe('cmsBody', () => {
  const rows: [string, { given: Parameters<typeof cmsBody>; want: ReturnType<typeof cmsBody> }][] =
    [
      [
        'English page shows the en_ body',
        { given: [cms, 'about_us', 'en'], want: { visible: true, html: '<p>About</p>' } },
      ],
      [
        'Filipino page shows the local_ body',
        { given: [cms, 'about_us', 'fil'], want: { visible: true, html: '<p>Tungkol</p>' } },
      ],
      [
        'an empty local body falls back to English',
        { given: [cms, 'privacy_policy', 'zh'], want: { visible: true, html: '<p>Privacy</p>' } },
      ],
      [
        'an empty English body falls back to local',
        { given: [cms, 'faqs', 'en'], want: { visible: true, html: '<p>常见问题</p>' } },
      ],
      [
        'status off hides the page',
        { given: [cms, 'banking', 'en'], want: { visible: false, html: '' } },
      ],
      [
        'no cms yet hides the page',
        { given: [null, 'banking', 'en'], want: { visible: false, html: '' } },
      ],
      [
        'both bodies empty is visible but blank',
        { given: [cms, 'responsible_gaming', 'en'], want: { visible: true, html: '' } },
      ],
    ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(cmsBody(...given)).toEqual(want)
  })
})
