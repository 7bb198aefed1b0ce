import { useRef } from 'react'
import { css } from '../../../styled-system/css'
import { UPLOAD_ACCEPT } from '../../contract/documents.ts'
import { Button } from '../../ui/index.ts'

type Props = {
  /** The files chosen (never an empty list). */
  onPick: (files: File[]) => void
  disabled?: boolean
  /** 'Add documents' is the main action where picking files is the screen's purpose. */
  primary?: boolean
  /** An error about the files, read with 'Add documents'. */
  describedBy?: string
  /** Names the hidden inputs for tests: `${testId}-files`, `${testId}-camera`. */
  testId?: string
}

/**
 * "Add documents" picks several files at once; "Take photo" opens the camera on phones. The same pair wherever
 * files are added (the documents tab, a third-party resolution).
 */
export function FilePickers({ onPick, disabled = false, primary = false, describedBy, testId }: Props) {
  const filesInput = useRef<HTMLInputElement>(null)
  const cameraInput = useRef<HTMLInputElement>(null)
  const pick = (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? [])
    // The same file picked again later must fire change again.
    input.value = ''
    if (files.length > 0) onPick(files)
  }
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      <Button
        variant={primary ? 'solid' : 'outline'}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => filesInput.current?.click()}
      >
        Add documents
      </Button>
      <Button variant="outline" disabled={disabled} onClick={() => cameraInput.current?.click()}>
        Take photo
      </Button>
      <input
        ref={filesInput}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        // Hidden: the buttons are what people and screen readers use; a click on them opens this picker.
        hidden
        data-testid={testId && `${testId}-files`}
        onChange={(event) => pick(event.currentTarget)}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid={testId && `${testId}-camera`}
        onChange={(event) => pick(event.currentTarget)}
      />
    </div>
  )
}
