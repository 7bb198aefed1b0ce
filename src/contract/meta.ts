import * as v from 'valibot'
import { listSchema } from './envelope.ts'
import { requestObject, textSchema } from './fields.ts'

export const SUBURB_QUERY_MAX = 100

export const SuburbQuerySchema = requestObject({
  // A missing q becomes '' so that it meets the same 'required' message as an empty one.
  q: v.optional(
    v.pipe(
      textSchema('Search text must be given once'),
      v.trim(),
      v.minLength(1, 'Search text is required'),
      v.maxLength(SUBURB_QUERY_MAX, `Search text must be at most ${SUBURB_QUERY_MAX} characters`),
    ),
    '',
  ),
})

export const SuburbSchema = v.object({
  id: v.number(),
  name: v.string(),
  postcode: v.string(),
  state: v.string(),
})
export type Suburb = v.InferOutput<typeof SuburbSchema>
export const SuburbListSchema = listSchema(SuburbSchema)

export const DocumentTypeSchema = v.object({ code: v.string(), name: v.string() })
export type DocumentType = v.InferOutput<typeof DocumentTypeSchema>
export const DocumentTypeListSchema = listSchema(DocumentTypeSchema)

export const DocumentServiceSchema = v.object({
  code: v.string(),
  name: v.string(),
  icon: v.string(),
  shortName: v.string(),
  serviceFrequencyMonths: v.number(),
})
export type DocumentService = v.InferOutput<typeof DocumentServiceSchema>
export const DocumentServiceListSchema = listSchema(DocumentServiceSchema)

export const CancellationReasonGroupSchema = v.object({
  id: v.number(),
  text: v.string(),
  children: v.array(v.object({ id: v.number(), text: v.string() })),
})
export type CancellationReasonGroup = v.InferOutput<typeof CancellationReasonGroupSchema>
export const CancellationReasonListSchema = listSchema(CancellationReasonGroupSchema)
