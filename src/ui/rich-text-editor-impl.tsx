import Image from '@tiptap/extension-image'
import Placeholder from '@tiptap/extension-placeholder'
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { type ChangeEvent, useRef } from 'react'
import { css, cx } from '../../styled-system/css'
import { Button } from './button.tsx'
import { fieldControl } from './field.tsx'
import type { RichTextEditorProps } from './rich-text-editor.tsx'
import { LinkTool } from './rich-text-editor-link.tsx'

const imageFiles = (list: FileList | null | undefined) =>
  Array.from(list ?? []).filter((file) => file.type.startsWith('image/'))

/** Links the editor accepts: web and mail addresses only (never javascript: or data:). */
export const SAFE_LINK = /^(https?:\/\/|mailto:)/i

const content = css({
  minHeight: '32',
  py: '2',
  overflowWrap: 'anywhere',
  '& p': { my: '1' },
  '& ul': { listStyleType: 'disc', pl: '6' },
  '& ol': { listStyleType: 'decimal', pl: '6' },
  '& a': { color: 'accent', textDecoration: 'underline' },
  '& img': { width: '200px', maxWidth: 'full', height: 'auto', display: 'inline-block' },
  '& img.ProseMirror-selectednode': { outline: '3px solid', outlineColor: 'brand.500' },
  '& p.is-editor-empty:first-child::before': {
    content: 'attr(data-placeholder)',
    color: 'fg.muted',
    float: 'left',
    height: '0',
    pointerEvents: 'none',
  },
})

/** Tiptap with StarterKit (bold, italic, lists, links…), images and a placeholder; see rich-text-editor.tsx. */
export default function RichTextEditorImpl({
  id,
  labelId,
  initialHtml,
  onChange,
  describedBy,
  invalid,
  disabled,
  placeholder,
  uploadImage,
  imageWidth = 200,
}: RichTextEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null)
  const insertImages = async (editor: Editor, files: File[], at?: number) => {
    if (!uploadImage) return
    for (const file of files) {
      const src = await uploadImage(file)
      if (!src || editor.isDestroyed) continue
      const chain = editor.chain().focus()
      if (at !== undefined) chain.setTextSelection(at)
      chain.setImage({ src, alt: file.name, width: imageWidth }).run()
    }
  }
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        code: false,
        blockquote: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url, ctx) => SAFE_LINK.test(url) && ctx.defaultValidate(url),
        },
      }),
      Image.configure({ inline: true, allowBase64: false }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: initialHtml,
    editable: !disabled,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: cx(fieldControl, content),
      },
      handlePaste: (_view, event) => {
        const files = imageFiles(event.clipboardData?.files)
        if (files.length === 0 || !editor) return false
        event.preventDefault()
        void insertImages(editor, files)
        return true
      },
      handleDrop: (view, event) => {
        const files = imageFiles(event.dataTransfer?.files)
        if (files.length === 0 || !editor) return false
        event.preventDefault()
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos
        void insertImages(editor, files, at)
        return true
      },
    },
    onUpdate: ({ editor: e }) => onChange({ html: e.getHTML(), text: e.getText() }),
  })
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  })
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = imageFiles(event.target.files)
    event.target.value = ''
    void insertImages(editor, files)
  }
  const tool = (label: string, pressed: boolean | undefined, run: () => void, text: string) => (
    <Button
      variant="ghost"
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
      className={css({ px: '2', fontSize: 'sm', '&[aria-pressed=true]': { bg: 'brand.100' } })}
    >
      {text}
    </Button>
  )
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls={id}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}
      >
        {tool('Bold', state.bold, () => editor.chain().focus().toggleBold().run(), 'B')}
        {tool('Italic', state.italic, () => editor.chain().focus().toggleItalic().run(), 'I')}
        {tool('Bulleted list', state.bulletList, () => editor.chain().focus().toggleBulletList().run(), '• List')}
        {tool('Numbered list', state.orderedList, () => editor.chain().focus().toggleOrderedList().run(), '1. List')}
        <LinkTool editor={editor} trigger={tool('Link', state.link, () => {}, 'Link')} />
        {uploadImage && (
          <>
            {tool('Insert image', undefined, () => fileInput.current?.click(), 'Image')}
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              multiple
              hidden
              tabIndex={-1}
              aria-hidden="true"
              onChange={onPick}
            />
          </>
        )}
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}
