import type { NewsItem } from '@playfront/contract/types'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import './news.css'
import { safeUrl } from '../../../lib/safe-url.ts'

type Props = {
  news: NewsItem[]
  renderBody: (html: string) => ReactNode
}

/** Each article shows its summary; the full text opens in place. */
export function NewsList({ news, renderBody }: Props) {
  const { date } = useSiteFormat()
  const { t } = useTranslation()
  return (
    <ul className="news-list">
      {news.map((item) => (
        <li key={item.news_id}>
          <article className="news-card" aria-labelledby={`news-${item.news_id}`}>
            <img
              className="news-card__image"
              src={safeUrl(item.image_url)}
              alt=""
              loading="lazy"
              width={640}
              height={360}
            />
            <div className="news-card__body">
              <h2 id={`news-${item.news_id}`}>{item.title}</h2>
              <p className="news-card__date">
                <time dateTime={item.published_date}>{date(item.published_date)}</time>
              </p>
              <p>{item.summary}</p>
              <details>
                <summary>{t('news.readMore')}</summary>
                {renderBody(item.body)}
              </details>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
