import { type ReactNode, useEffect, useId, useRef } from 'react'
import { css } from '../../styled-system/css'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { Dialog } from './dialog.tsx'

/**
 * The parts every statechart wizard (access issues, reported findings, booking, tenancy) is drawn with: a screen whose heading
 * takes focus when the screen changes, its row of actions, and a question asked over the open wizard.
 */

type DialogProps = {
  title: string
  /** What it is about (the address), under the title. */
  subtitle?: string
  /** 'medium' for a wizard of form fields (the tenancy), 'large' for one of lists and choices. */
  size?: 'medium' | 'large'
  /** A write is in flight: it cannot be closed, and 'Saving…' is announced. */
  busy: boolean
  /** Escape does nothing (e.g. while a question over the wizard is open). */
  escapeBlocked?: boolean
  /** Said to screen readers in the wizard's live region (the app's toasts are hidden by the modal). */
  announcement?: string
  /** The close button, Escape or a click outside: the statechart decides (CLOSE_MODAL). */
  onClose: () => void
  children: ReactNode
}

const largeWizard = css({ '&[data-part=content]': { maxWidth: { sm: '3xl', lg: '4xl' } } })
const mediumWizard = css({ '&[data-part=content]': { maxWidth: { sm: '2xl' } } })

/** A statechart wizard's large modal: title, close button, subtitle and live region; the screens go inside. */
export function WizardDialog({
  title,
  subtitle,
  busy,
  escapeBlocked,
  announcement = '',
  size = 'large',
  onClose,
  children,
}: DialogProps) {
  const id = useId()
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      closeOnEscape={!busy && !escapeBlocked}
      closeOnInteractOutside={!busy}
      // Its own screen's heading: a wizard opened over another (the booking wizard over the access-issue
      // wizard) must not send focus to the one below, which would count as leaving it and close it.
      initialFocusEl={() =>
        document.querySelector<HTMLElement>(`[data-wizard-dialog="${id}"] [data-wizard-heading]`) ??
        document.querySelector<HTMLElement>(`[data-wizard-dialog="${id}"] button`)
      }
    >
      <Dialog.Content className={size === 'large' ? largeWizard : mediumWizard}>
        <div data-wizard-dialog={id}>
          <Dialog.Header closeDisabled={busy}>{title}</Dialog.Header>
          {subtitle && <p className={css({ color: 'fg.muted', mb: '4', overflowWrap: 'anywhere' })}>{subtitle}</p>}
          <div aria-live="polite" className={css({ srOnly: true })}>
            {busy ? 'Saving…' : announcement}
          </div>
          {children}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}

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

/**
 * The screen's actions: full-width and stacked (main action on top) on a phone, a right-aligned row above.
 * `back` (Back or Cancel, where the step has one) goes first: on the left above a phone's width, last on a phone.
 */
export function WizardActions({ back, children }: { back?: ReactNode; children: ReactNode }) {
  return (
    <div
      data-has-back={back ? '' : undefined}
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
        '&[data-has-back] > :first-child': { mr: { sm: 'auto' } },
      })}
    >
      {back}
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
export function WizardQuestion({ backLabel, onBack, ...question }: QuestionProps) {
  return <ConfirmDialog {...question} cancelLabel={backLabel} onCancel={onBack} overDialog />
}
