import type { Editor } from '@tiptap/react'
import { type ReactNode, useId, useState } from 'react'
import { css } from '../../styled-system/css'
import { Button } from './button.tsx'
import { fieldControl } from './field.tsx'
import { Popover } from './popover.tsx'

export const LINK_TEXTS = {
  title: 'Link',
  label: 'Link address',
  hint: 'Starts with https://, http:// or mailto:',
  notAllowed: 'Links must start with https://, http:// or mailto:',
  invalid: 'Please enter a valid link address',
  apply: 'Apply',
  remove: 'Remove link',
  cancel: 'Cancel',
} as const

/** Web and mail addresses only (never javascript:, data: or a relative path). */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:'])

/**
 * The link's address as typed, checked: `{ href }` to set, `{ href: null }` to remove the link (left empty),
 * or `{ error }` saying what is wrong.
 */
export function checkLinkHref(value: string): { href: string | null } | { error: string } {
  const href = value.trim()
  if (href === '' || href === 'https://') return { href: null }
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return { error: /^(https?:|mailto:)/i.test(href) ? LINK_TEXTS.invalid : LINK_TEXTS.notAllowed }
  }
  if (!SAFE_SCHEMES.has(url.protocol)) return { error: LINK_TEXTS.notAllowed }
  if (url.protocol === 'mailto:' ? url.pathname === '' : url.hostname === '') return { error: LINK_TEXTS.invalid }
  return { href }
}

/**
 * The editor's Link tool: a small popover (not the browser's prompt) with the address, checked before it is
 * set. With nothing selected the address itself becomes the linked text.
 */
export function LinkTool({ editor, trigger }: { editor: Editor; trigger: ReactNode }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const isLink = editor.isActive('link')

  const onOpenChange = (next: boolean) => {
    if (next) {
      setValue((editor.getAttributes('link').href as string | undefined) ?? 'https://')
      setError(null)
    }
    setOpen(next)
  }
  const close = () => {
    setOpen(false)
    editor.commands.focus()
  }
  const apply = () => {
    const checked = checkLinkHref(value)
    if ('error' in checked) {
      setError(checked.error)
      return
    }
    const chain = editor.chain().focus().extendMarkRange('link')
    if (checked.href === null) chain.unsetLink().run()
    else if (editor.state.selection.empty && !isLink) {
      const text = { type: 'text', text: checked.href, marks: [{ type: 'link', attrs: { href: checked.href } }] }
      chain.insertContent(text).run()
    } else chain.setLink({ href: checked.href }).run()
    setOpen(false)
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      positioning={{ placement: 'bottom-start' }}
      initialFocusEl={() => document.getElementById(`${id}-href`)}
    >
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Content aria-label={LINK_TEXTS.title}>
        <Popover.Title>{LINK_TEXTS.title}</Popover.Title>
        {/* Not a <form>: the editor usually sits in one (the email form), and forms do not nest. */}
        <div className={css({ display: 'grid', gap: '2' })}>
          <label htmlFor={`${id}-href`} className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
            {LINK_TEXTS.label}
          </label>
          <input
            id={`${id}-href`}
            className={fieldControl}
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setValue(event.target.value)
              setError(null)
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              apply()
            }}
          />
          <p id={`${id}-hint`} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {LINK_TEXTS.hint}
          </p>
          {error && (
            <p id={`${id}-error`} role="alert" className={css({ fontSize: 'sm', color: 'danger' })}>
              {error}
            </p>
          )}
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' })}>
            {isLink && (
              <Button
                variant="ghost"
                onClick={() => {
                  editor.chain().focus().extendMarkRange('link').unsetLink().run()
                  setOpen(false)
                }}
              >
                {LINK_TEXTS.remove}
              </Button>
            )}
            <Button variant="outline" onClick={close}>
              {LINK_TEXTS.cancel}
            </Button>
            <Button onClick={apply}>{LINK_TEXTS.apply}</Button>
          </div>
        </div>
      </Popover.Content>
    </Popover.Root>
  )
}
