import { parseWithValibot } from '@conform-to/valibot'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  canonicalContentType,
  DOCUMENT_TYPE_REQUIRED,
  DocumentAttributesBodySchema,
  DocumentAttributesFormSchema,
  DocumentListQuerySchema,
  documentsPath,
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  MAX_UPLOAD_BYTES,
  OTHER_SERVICE_NAME_TOO_LONG,
  SERVICE_REQUIRED,
  UPLOAD_ACCEPT,
  uploadExtensionOf,
  uploadProblemOf,
} from './documents.ts'

function errorsOf(schema: v.GenericSchema, input: unknown) {
  const errors: Record<string, string[]> = {}
  for (const issue of v.safeParse(schema, input).issues ?? []) {
    const path = v.getDotPath(issue) ?? ''
    errors[path] = [...(errors[path] ?? []), issue.message]
  }
  return errors
}

describe('upload limits', () => {
  it('allows exactly 20 MB and refuses a byte more', () => {
    expect(MAX_UPLOAD_BYTES).toBe(20 * 1024 * 1024)
    expect(uploadProblemOf({ name: 'a.pdf', size: MAX_UPLOAD_BYTES, type: 'application/pdf' })).toBeNull()
    expect(uploadProblemOf({ name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1, type: 'application/pdf' })).toBe(FILE_TOO_LARGE)
  })

  it.each([
    ['photo.JPG', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['scan.png', 'image/png'],
    ['sheet.xls', 'application/vnd.ms-excel'],
    ['sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['list.csv', 'text/csv'],
    ['list.csv', 'application/vnd.ms-excel'],
    ['letter.doc', 'application/msword'],
    ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['deck.ppt', 'application/vnd.ms-powerpoint'],
    ['deck.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['report.pdf', 'application/pdf'],
    ['notes.txt', 'text/plain; charset=utf-8'],
  ])('accepts %s declared as %s', (name, type) => {
    expect(uploadProblemOf({ name, size: 10, type })).toBeNull()
  })

  it.each([
    ['virus.exe', 'application/x-msdownload'],
    ['report.pdf', 'image/png'],
    ['photo.png', 'application/pdf'],
    ['noextension', 'application/pdf'],
    ['report.pdf', ''],
    ['archive.zip', 'application/zip'],
  ])('refuses %s declared as %s', (name, type) => {
    expect(uploadProblemOf({ name, size: 10, type })).toBe(INVALID_FILE_TYPE)
  })

  it('reads the extension case-insensitively and stores under one type per extension', () => {
    expect(uploadExtensionOf('A.Report.PDF')).toBe('pdf')
    expect(uploadExtensionOf('report.pdf.exe')).toBeNull()
    expect(canonicalContentType('jpg')).toBe('image/jpeg')
    expect(canonicalContentType('csv')).toBe('text/csv')
    expect(UPLOAD_ACCEPT.split(',')).toHaveLength(12)
  })
})

describe('document attributes body', () => {
  it('requires a document type', () => {
    expect(errorsOf(DocumentAttributesBodySchema, { services: [{ code: 'SMOKE' }] })).toEqual({
      documentType: [DOCUMENT_TYPE_REQUIRED],
    })
    expect(errorsOf(DocumentAttributesBodySchema, { documentType: 'NOPE', services: [{ code: 'SMOKE' }] })).toEqual({
      documentType: [DOCUMENT_TYPE_REQUIRED],
    })
  })

  it('requires at least one service', () => {
    expect(errorsOf(DocumentAttributesBodySchema, { documentType: 'SERVICE_REPORT', services: [] })).toEqual({
      services: [SERVICE_REQUIRED],
    })
    expect(errorsOf(DocumentAttributesBodySchema, { documentType: 'SERVICE_REPORT' })).toEqual({
      services: [SERVICE_REQUIRED],
    })
  })

  it('limits the other service name to 200 characters and keeps it only for OTHER', () => {
    const ok = v.parse(DocumentAttributesBodySchema, {
      documentType: 'OTHER',
      services: [
        { code: 'OTHER', otherServiceName: ` ${'x'.repeat(200)} ` },
        { code: 'SMOKE', otherServiceName: 'ignored' },
        { code: 'SMOKE' },
      ],
    })
    expect(ok.services).toEqual([{ code: 'OTHER', otherServiceName: 'x'.repeat(200) }, { code: 'SMOKE' }])
    expect(
      errorsOf(DocumentAttributesBodySchema, {
        documentType: 'OTHER',
        services: [{ code: 'OTHER', otherServiceName: 'x'.repeat(201) }],
      }),
    ).toEqual({ 'services.0.otherServiceName': [OTHER_SERVICE_NAME_TOO_LONG] })
  })
})

describe('document attributes form', () => {
  function submit(entries: [string, string][]) {
    const data = new FormData()
    for (const [name, value] of entries) data.append(name, value)
    return parseWithValibot(data, { schema: DocumentAttributesFormSchema })
  }

  it('turns ticked services and the other name into the wire body', () => {
    const submission = submit([
      ['documentType', 'SERVICE_REPORT'],
      ['services', 'GAS'],
      ['services', 'OTHER'],
      ['otherServiceName', 'Pool fence'],
    ])
    expect(submission.status).toBe('success')
    if (submission.status === 'success') {
      expect(submission.value).toEqual({
        documentType: 'SERVICE_REPORT',
        services: [{ code: 'GAS' }, { code: 'OTHER', otherServiceName: 'Pool fence' }],
      })
    }
  })

  it('shows the spec messages by field', () => {
    const submission = submit([['otherServiceName', 'y'.repeat(201)]])
    expect(submission.status).toBe('error')
    expect(submission.status === 'error' && submission.error).toMatchObject({
      documentType: [DOCUMENT_TYPE_REQUIRED],
      services: [SERVICE_REQUIRED],
      otherServiceName: [OTHER_SERVICE_NAME_TOO_LONG],
    })
  })
})

describe('list query and paths', () => {
  it('reads the links the app uses (?filter=SERVICE_REPORT&service=SMOKE)', () => {
    expect(v.parse(DocumentListQuerySchema, { filter: 'SERVICE_REPORT', service: 'SMOKE' })).toEqual({
      filter: ['SERVICE_REPORT'],
      service: ['SMOKE'],
      page: 1,
      'page-size': 25,
    })
    expect(v.parse(DocumentListQuerySchema, { filter: 'THIRD_PARTY_RESOLUTION' }).filter).toEqual([
      'THIRD_PARTY_RESOLUTION',
    ])
    expect(errorsOf(DocumentListQuerySchema, { filter: 'BOGUS', 'page-size': '500' })).toEqual({
      'filter.0': ['Unknown document type'],
      'page-size': ['Page size must be at most 100'],
    })
  })

  it('puts managed and non-managed documents under their own paths', () => {
    expect(documentsPath({ type: 'MANAGED', id: 7 })).toBe('/v1/property/7/documents')
    expect(documentsPath({ type: 'NON-MANAGED', id: 9 })).toBe('/v1/integrated-property/9/documents')
  })
})
