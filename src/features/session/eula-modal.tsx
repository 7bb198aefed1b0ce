import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import * as v from 'valibot'
import { css } from '../../../styled-system/css'
import { meMutations, meQueries } from '../../api/me.ts'
import { EULA_REQUIRED_MESSAGE, type PendingTerms } from '../../contract/me.ts'
import { formatDate } from '../../lib/dates.ts'
import { Button, Dialog, toaster } from '../../ui/index.ts'

const AcceptSchema = v.object({
  accept: v.pipe(v.optional(v.boolean(), false), v.literal(true, EULA_REQUIRED_MESSAGE)),
})

/**
 * A blocking End User License Agreement: nothing else can be used until the pending one is accepted. Shown by
 * TermsFirstGate from the cache; the signed-in area's check and layout ask the server.
 */
export function EulaDialogFromCache() {
  const { data: terms } = useQuery({ ...meQueries.pendingTerms(), enabled: false })
  return terms ? <EulaDialog terms={terms} /> : null
}

function EulaDialog({ terms }: { terms: PendingTerms }) {
  const queryClient = useQueryClient()
  const router = useRouter()
  const accept = useMutation({
    ...meMutations.acceptTerms(),
    onSuccess: () => {
      queryClient.setQueryData(meQueries.pendingTerms().queryKey, null)
      // Whatever the server refused while the agreement was pending is asked again.
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== 'auth' && !(q.queryKey[0] === 'me' && q.queryKey[1] === 'terms'),
      })
      void router.invalidate()
    },
    onError: (error) => toaster.error({ title: 'Could not accept the agreement', description: error.message }),
  })
  const [form, fields] = useForm({
    id: `eula-${terms.id}`,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: AcceptSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status === 'success') accept.mutate(terms.id)
    },
  })

  return (
    <Dialog.Root open closeOnEscape={false} closeOnInteractOutside={false} role="alertdialog">
      <Dialog.Content>
        <Dialog.Title>End User License Agreement</Dialog.Title>
        <Dialog.Description>
          The agreement was updated on {formatDate(terms.effectiveFrom)}. Please read and accept it to continue.
        </Dialog.Description>
        <section
          aria-label="Agreement text"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to be read (WCAG 2.1.1)
          tabIndex={0}
          className={css({
            maxHeight: '45dvh',
            overflowY: 'auto',
            whiteSpace: 'pre-wrap',
            border: '1px solid',
            borderColor: 'border',
            borderRadius: 'md',
            p: '3',
            mb: '4',
            fontSize: 'sm',
          })}
        >
          {terms.textContent}
        </section>
        <form {...getFormProps(form)} noValidate>
          <label
            className={css({ display: 'flex', gap: '3', alignItems: 'center', minHeight: '11', cursor: 'pointer' })}
          >
            <input
              {...getInputProps(fields.accept, { type: 'checkbox' })}
              className={css({ width: '5', height: '5' })}
            />
            I have read and accept the End User License Agreement
          </label>
          {fields.accept.errors && (
            <p id={fields.accept.errorId} role="alert" className={css({ color: 'danger', fontSize: 'sm', mt: '1' })}>
              {fields.accept.errors[0]}
            </p>
          )}
          <Button type="submit" width="full" className={css({ mt: '4' })} disabled={accept.isPending}>
            {accept.isPending ? 'Accepting…' : 'Accept and continue'}
          </Button>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}
