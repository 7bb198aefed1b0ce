import { css } from '../../../styled-system/css'
import { ValidationError } from '../../api/client.ts'
import { toaster } from '../../ui/index.ts'
import { errorMessages } from './wizard-errors.ts'

/**
 * A failed tenancy write, with what the server said (an impersonating session's refusal, an integrated
 * property's, a network failure): never a bare "failed". Several field messages are listed (spec §8).
 */
export function failureToast(title: string, error: Error) {
  const messages = error instanceof ValidationError ? errorMessages(error.fieldErrors) : []
  const description =
    messages.length > 1 ? (
      <ul className={css({ listStyle: 'disc', pl: '5' })}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    ) : (
      (messages[0] ?? error.message)
    )
  toaster.error({ title, description })
}
