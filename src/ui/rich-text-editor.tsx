import { css, cx } from '../../styled-system/css'
import { fieldControl } from './field.tsx'
import { ChunkBoundary, lazyWithRetry } from './lazy-chunk.tsx'

export type RichTextValue = { html: string; text: string }

export type RichTextEditorProps = {
  /** The editable area's id; the label's htmlFor should name it. */
  id: string
  /** The visible label's id (the editable area is labelled by it). */
  labelId: string
  /** The content it starts with (a draft); later changes of this prop are not applied. */
  initialHtml: string
  onChange: (value: RichTextValue) => void
  /** Ids of the counter, hint or error, read after the label. */
  describedBy?: string
  invalid?: boolean
  disabled?: boolean
  placeholder?: string
  /**
   * Uploads a dropped, pasted or picked image and returns its public URL, or null when it failed (the caller has
   * said why). Without it, images cannot be added.
   */
  uploadImage?: (file: File) => Promise<string | null>
  /** Width the inserted images get (property-operations §5: 200px). */
  imageWidth?: number
}

// Tiptap and ProseMirror are large and only the email form needs them: their own chunk, loaded on first use.
const Editor = lazyWithRetry(() => import('./rich-text-editor-impl.tsx'))

/** The app's rich-text field (bold, italic, lists, links, images), in its own lazy chunk. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <ChunkBoundary
      fallback={
        <div className={css({ display: 'grid', gap: '1' })}>
          <div className={css({ minHeight: '11' })} />
          <div aria-busy="true" className={cx(fieldControl, css({ minHeight: '32', py: '2', color: 'fg.muted' }))}>
            Loading the editor…
          </div>
        </div>
      }
    >
      <Editor {...props} />
    </ChunkBoundary>
  )
}

/** The length the counter shows: plain text, whitespace at either end not counted. */
export function plainTextLength(text: string): number {
  return text.trim().length
}

/** 'n / max characters', red over the limit (the app's counter, like NotesInput's). */
export function CharacterCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length > max
  return (
    <p
      id={id}
      className={css({ fontSize: 'sm', textAlign: 'right', color: over ? 'danger' : 'fg.muted' })}
      data-over={over || undefined}
    >
      {length} / {max} characters
    </p>
  )
}
