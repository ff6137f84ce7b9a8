// The live chat window of the widget stand-in (widget.js), fetched the first time a player opens
// the chat, as a vendor's chat window is: the first visit downloads only the small loader.
// API: window.SiteChatPanel.build(labels, close) -> { show(opener), hide(), isOpen() }
;(function () {
  var state = { log: null, opener: null }

  var css =
    '.pf-chat{position:fixed;right:1rem;bottom:5rem;z-index:1000;width:min(22rem,calc(100vw - 2rem));' +
    'display:flex;flex-direction:column;max-height:min(30rem,70vh);border-radius:var(--radius-large,0.75rem);' +
    'background:var(--color-surface,Canvas);color:var(--color-text,CanvasText);' +
    'border:1px solid var(--color-border,GrayText);box-shadow:var(--shadow-raised,0 0.5rem 1.5rem rgb(0 0 0/0.3))}' +
    '.pf-chat[hidden]{display:none}' +
    '.pf-chat header{display:flex;align-items:center;justify-content:space-between;padding:0.75rem 1rem;' +
    'background:var(--color-accent,Highlight);color:var(--color-on-accent,HighlightText);border-radius:inherit}' +
    '.pf-chat h2{margin:0;font-size:1rem}' +
    '.pf-chat button{min-width:2.75rem;min-height:2.75rem;font:inherit;cursor:pointer;border-radius:var(--radius-small,0.375rem);' +
    'border:1px solid currentColor;background:transparent;color:inherit}' +
    '.pf-chat ol{list-style:none;margin:0;padding:0.75rem 1rem;overflow-y:auto;flex:1;display:grid;gap:0.5rem}' +
    '.pf-chat li{padding:0.5rem 0.75rem;border-radius:var(--radius-small,0.375rem);background:var(--color-surface-raised,transparent)}' +
    '.pf-chat li.pf-mine{justify-self:end;background:var(--color-accent,Highlight);color:var(--color-on-accent,HighlightText)}' +
    '.pf-chat form{display:flex;gap:0.5rem;padding:0.75rem 1rem}' +
    '.pf-chat input{flex:1;min-height:2.75rem;font:inherit;padding:0 0.5rem;border-radius:var(--radius-small,0.375rem);' +
    'border:1px solid var(--color-border,GrayText);background:var(--color-input,Field);color:var(--color-text,FieldText)}' +
    '.pf-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}'

  function el(tag, attrs, text) {
    var node = document.createElement(tag)
    for (var key in attrs) node.setAttribute(key, attrs[key])
    if (text) node.textContent = text
    return node
  }

  function say(text, mine) {
    var item = el('li', mine ? { class: 'pf-mine' } : {}, text)
    state.log.appendChild(item)
    state.log.scrollTop = state.log.scrollHeight
  }

  function build(labels, close) {
    var style = el('style', {}, css)
    var panel = el('section', {
      class: 'pf-chat',
      role: 'dialog',
      'aria-labelledby': 'pf-chat-title',
      hidden: '',
    })
    var header = el('header')
    header.appendChild(el('h2', { id: 'pf-chat-title' }, labels.title))
    var closeButton = el('button', { type: 'button', 'aria-label': labels.close }, '×')
    closeButton.addEventListener('click', close)
    header.appendChild(closeButton)
    var log = el('ol', { 'aria-live': 'polite', 'aria-label': labels.messages })
    var form = el('form')
    var label = el('label', { for: 'pf-chat-input', class: 'pf-visually-hidden' }, labels.message)
    var input = el('input', {
      id: 'pf-chat-input',
      type: 'text',
      autocomplete: 'off',
      placeholder: labels.placeholder,
    })
    form.appendChild(label)
    form.appendChild(input)
    form.appendChild(el('button', { type: 'submit' }, labels.send))
    form.addEventListener('submit', function (event) {
      event.preventDefault()
      var text = input.value.trim()
      if (!text) return
      say(text, true)
      input.value = ''
      setTimeout(function () {
        say(labels.received, false)
      }, 600)
    })
    panel.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') close()
    })
    panel.appendChild(header)
    panel.appendChild(log)
    panel.appendChild(form)
    document.head.appendChild(style)
    document.body.appendChild(panel)
    state.log = log
    say(labels.welcome, false)
    return {
      show: function (opener) {
        state.opener = opener || document.activeElement
        panel.hidden = false
        input.focus()
      },
      hide: function () {
        if (panel.hidden) return
        panel.hidden = true
        if (state.opener && state.opener.focus) state.opener.focus()
      },
      isOpen: function () {
        return !panel.hidden
      },
    }
  }

  window.SiteChatPanel = { build: build }
})()
