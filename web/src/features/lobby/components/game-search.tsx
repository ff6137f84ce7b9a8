import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { keywordMaxLength } from '../utils/lobby-search.ts'

export function GameSearch({
  keyword,
  onSearch,
}: {
  keyword: string
  onSearch: (keyword: string) => void
}) {
  const { t } = useTranslation()
  const [text, setText] = useState(keyword)
  const [shown, setShown] = useState(keyword)
  if (shown !== keyword) {
    setShown(keyword)
    setText(keyword)
  }
  function submit(event: FormEvent) {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form role="search" className="game-search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="game-search">
        {t('lobby.searchLabel')}
      </label>
      <input
        id="game-search"
        type="search"
        value={text}
        maxLength={keywordMaxLength}
        placeholder={t('lobby.searchPlaceholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        {t('lobby.search')}
      </button>
    </form>
  )
}
