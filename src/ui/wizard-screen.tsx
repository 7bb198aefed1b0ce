import { type ReactNode, useEffect, useRef } from 'react'
import { css } from '../../styled-system/css'
import { Button } from './button.tsx'
import { Dialog } from './dialog.tsx'

/**
 * The parts every statechart wizard (access issues, reported findings) is drawn with: a screen whose heading
 * takes focus when the screen changes, its row of actions, and a question asked over the open wizard.
 */

/** A screen's heading takes focus when the screen changes, so screen readers announce where the user is. */
export function WizardScreen({
  heading,
  focusKey,
  children,
}: {
  heading: string
  focusKey: string
  children: ReactNode
}) {
  const ref = useRef<HTMLHeadingElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new screen (focusKey) moves focus to its heading
  useEffect(() => {
    // Unless the user is somewhere else on purpose: focus on the body (a button that went away) or in the wizard.
    const active = document.activeElement
    if (!active || active === document.body || ref.current?.closest('[role=dialog]')?.contains(active)) {
      ref.current?.focus()
    }
  }, [focusKey])
  return (
    <section aria-labelledby={`wizard-heading-${focusKey}`}>
      <h3
        ref={ref}
        id={`wizard-heading-${focusKey}`}
        tabIndex={-1}
        data-wizard-heading=""
        className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3', outline: 'none', overflowWrap: 'anywhere' })}
      >
        {heading}
      </h3>
      {children}
    </section>
  )
}

/** The screen's actions: full-width and stacked (main action on top) on a phone, a right-aligned row above. */
export function WizardActions({ children }: { children: ReactNode }) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: { base: 'column-reverse', sm: 'row' },
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        gap: '3',
        mt: '6',
        pt: '4',
        borderTopWidth: '1px',
        borderColor: 'border',
        '& > *': { width: { base: 'full', sm: 'auto' } },
      })}
    >
      {children}
    </div>
  )
}

type QuestionProps = {
  open: boolean
  title: string
  description: string
  /** The safe answer, focused first. */
  backLabel: string
  confirmLabel: string
  onBack: () => void
  onConfirm: () => void
  /** The answer is being saved: neither button, nor Escape, does anything meanwhile. */
  busy?: boolean
}

/** A yes/no question over the open wizard (e.g. close confirmation); it starts on the safe answer. */
export function WizardQuestion({
  open,
  title,
  description,
  backLabel,
  confirmLabel,
  onBack,
  onConfirm,
  busy = false,
}: QuestionProps) {
  const backRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !busy && onBack()}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      role="alertdialog"
      initialFocusEl={() => backRef.current}
    >
      {/* Its backdrop sits under the wizard (both are modals): a wide shadow dims the wizard behind the question. */}
      <Dialog.Content className={css({ boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.45)' })}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <div
          className={css({
            display: 'flex',
            flexDirection: { base: 'column-reverse', sm: 'row' },
            justifyContent: 'flex-end',
            gap: '3',
            '& > button': { width: { base: 'full', sm: 'auto' } },
          })}
        >
          <Button ref={backRef} variant="outline" disabled={busy} onClick={onBack}>
            {backLabel}
          </Button>
          <Button disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}
