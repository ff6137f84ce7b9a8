import { useEffect, useState } from 'react'
import type { components } from '@playfront/contract/schema'
import { sharedRead } from '../lib/api.ts'
import { tenantBody } from '../lib/tenant.ts'
import { safeUrl } from '../lib/safe-url.ts'
import { isSuccess } from '@playfront/contract/success'

type SocialAccount = components['schemas']['SocialAccount']

/** The tenant's social accounts (settings/social_account); a failure leaves the list empty. */
export function FooterSocial() {
  const [accounts, setAccounts] = useState<SocialAccount[]>([])
  useEffect(() => {
    let live = true
    // The same shared read as the contact page's `loadSocialAccounts`: on /contact-us the footer
    // and the page show one answer.
    void sharedRead('/api/settings/social_account', tenantBody(), 60_000).then((answer) => {
      if (live && isSuccess(answer) && 'accountList' in answer) setAccounts(answer.accountList)
    })
    return () => {
      live = false
    }
  }, [])
  return (
    <ul className="social-links">
      {accounts.map((account) => (
        <li key={account.platform}>
          <a href={safeUrl(account.url)} rel="noopener noreferrer" target="_blank">
            {safeUrl(account.icon) && (
              <img
                src={safeUrl(account.icon)}
                alt=""
                width={20}
                height={20}
                loading="lazy"
                decoding="async"
              />
            )}
            <span>{account.platform}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
