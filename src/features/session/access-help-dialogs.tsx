import { lazy, Suspense, useRef, useState } from 'react'
import { css } from '../../../styled-system/css'
import { PRODUCT_NAME } from '../../lib/product.ts'
import { HelpText, type HelpTopic } from './access-help-text.tsx'

const linkStyle = css({
  color: 'accent',
  textDecoration: 'underline',
  minHeight: '11',
  px: '2',
  cursor: 'pointer',
  bg: 'transparent',
  fontSize: 'sm',
})

const TOPICS = {
  access: {
    title: 'Need access?',
    body: `Access to the ${PRODUCT_NAME} is set up by your agency. Ask your agency's principal or office manager to add you, or contact us and we will arrange it with them.`,
  },
  username: {
    title: 'Forgot username?',
    body: "Your username is the one you use for your state's compliance system. Contact us with your name and agency and we will send it to your registered email address.",
  },
} satisfies Record<string, HelpTopic>
type TopicKey = keyof typeof TOPICS

/** Should the dialog's chunk not arrive (offline), the same help shows in place. */
function HelpInPlace({ topic }: { topic: HelpTopic }) {
  return (
    <section aria-label={topic.title} className={css({ width: 'full', mt: '3', fontSize: 'sm' })}>
      <p className={css({ fontWeight: 'semibold' })}>{topic.title}</p>
      <p className={css({ color: 'fg.muted' })}>{topic.body}</p>
      <p>
        <HelpText />
      </p>
    </section>
  )
}

const AccessHelpDialog = lazy(() =>
  import('./access-help-dialog.tsx').then(
    (m) => ({ default: m.AccessHelpDialog }),
    () => ({ default: ({ topic }: { topic: HelpTopic }) => <HelpInPlace topic={topic} /> }),
  ),
)

/** 'Need access?' and 'Forgot username?': what to do, who to call. The dialog loads when one is opened. */
export function AccessHelpDialogs() {
  const [open, setOpen] = useState<TopicKey | null>(null)
  const triggers = useRef<Partial<Record<TopicKey, HTMLButtonElement | null>>>({})
  const trigger = (key: TopicKey) => (
    <button
      type="button"
      ref={(element) => {
        triggers.current[key] = element
      }}
      className={linkStyle}
      aria-haspopup="dialog"
      aria-expanded={open === key}
      onClick={() => setOpen(key)}
    >
      {TOPICS[key].title}
    </button>
  )
  return (
    <div className={css({ display: 'flex', justifyContent: 'space-between', mt: '6', flexWrap: 'wrap' })}>
      {trigger('access')}
      {trigger('username')}
      {open && (
        <Suspense fallback={null}>
          <AccessHelpDialog
            topic={TOPICS[open]}
            onClose={() => setOpen(null)}
            returnFocus={() => triggers.current[open] ?? null}
          />
        </Suspense>
      )}
    </div>
  )
}
