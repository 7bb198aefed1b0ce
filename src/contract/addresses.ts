import * as v from 'valibot'
import { listSchema } from './envelope.ts'
import { idParamSchema, idSchema, optionalTextSchema, requestObject, textSchema } from './fields.ts'
import { SuburbSchema } from './meta.ts'
import { ADDRESS_LINE_MAX } from './property.ts'
import { COMPLIANCE_STATES } from './states.ts'

/**
 * Address helpers of the property request creator (foundations §7, property-operations §7): the type-ahead
 * search, splitting a typed address into parts, entering one by hand, and reading one. The server and the
 * creator's address steps validate with these schemas and say these texts.
 */

export const ADDRESS_TEXTS = {
  line1Required: 'Address line 1 is required',
  lineTooLong: `Address lines must not be longer than ${ADDRESS_LINE_MAX} characters`,
  suburbRequired: 'Suburb is required',
  /** The suburb id names no suburb of GET /v1/meta/suburbs. */
  suburbNotFound: 'Suburb not found',
  notFound: 'Address not found',
  searchRequired: 'Search text is required',
  searchTooLong: `Search text must be at most 100 characters`,
  addressRequired: 'Address is required',
  addressTooLong: 'Address must be at most 200 characters',
  searchFailed: 'Failed to search addresses',
  createFailed: 'Failed to create address',
} as const

/** Results of one type-ahead search (not in the spec: what fits under the field). */
export const ADDRESS_SEARCH_LIMIT = 10
export const ADDRESS_SEARCH_MAX = 100
export const ADDRESS_PARTS_MAX = 200

// --- Requests ----------------------------------------------------------------------------------------------

/** GET /v1/address/search?q=…: every word of q must appear in the address. */
export const AddressSearchQuerySchema = requestObject({
  q: v.optional(
    v.pipe(
      textSchema(ADDRESS_TEXTS.searchRequired),
      v.trim(),
      v.minLength(1, ADDRESS_TEXTS.searchRequired),
      v.maxLength(ADDRESS_SEARCH_MAX, ADDRESS_TEXTS.searchTooLong),
    ),
    '',
  ),
})
export type AddressSearchQuery = v.InferInput<typeof AddressSearchQuerySchema>

/** GET /v1/address/parts?address=…. */
export const AddressPartsQuerySchema = requestObject({
  address: v.optional(
    v.pipe(
      textSchema(ADDRESS_TEXTS.addressRequired),
      v.trim(),
      v.minLength(1, ADDRESS_TEXTS.addressRequired),
      v.maxLength(ADDRESS_PARTS_MAX, ADDRESS_TEXTS.addressTooLong),
    ),
    '',
  ),
})
export type AddressPartsQuery = v.InferInput<typeof AddressPartsQuerySchema>

/** GET /v1/address/{id}: an id that cannot exist names no address. */
export const AddressIdParamSchema = idParamSchema(ADDRESS_TEXTS.notFound)

const OptionalLineSchema = optionalTextSchema(ADDRESS_LINE_MAX, ADDRESS_TEXTS.lineTooLong)

/**
 * POST /v1/address: an Australian address entered by hand (foundations §5: line1 required, suburbId a
 * positive integer). The suburb is one of GET /v1/meta/suburbs; its state and postcode come with it.
 */
export const CreateAddressBodySchema = requestObject({
  line1: v.pipe(
    textSchema(ADDRESS_TEXTS.line1Required),
    v.trim(),
    v.nonEmpty(ADDRESS_TEXTS.line1Required),
    v.maxLength(ADDRESS_LINE_MAX, ADDRESS_TEXTS.lineTooLong),
  ),
  line2: OptionalLineSchema,
  line3: OptionalLineSchema,
  suburbId: idSchema(ADDRESS_TEXTS.suburbRequired),
})
export type CreateAddressBody = v.InferInput<typeof CreateAddressBodySchema>

// --- Responses ---------------------------------------------------------------------------------------------

/** An Australian address the provider knows: its id is the complianceAddressId. */
export const AddressSchema = v.object({
  complianceAddressId: v.number(),
  line1: v.string(),
  line2: v.nullable(v.string()),
  line3: v.nullable(v.string()),
  suburb: SuburbSchema,
  /** "Unit 3/12 Smith St, Richmond VIC 3121". */
  fullAddress: v.string(),
  /** The requesting agency's managed property at this address, if it has one. */
  compliancePropertyId: v.nullable(v.number()),
})
export type Address = v.InferOutput<typeof AddressSchema>

/** Where a search result came from: one of the agency's properties, or an address the provider knows. */
export const ADDRESS_SOURCES = ['PROPERTY', 'KNOWN'] as const
export type AddressSource = (typeof ADDRESS_SOURCES)[number]

export const AddressSearchResultSchema = v.object({
  ...AddressSchema.entries,
  source: v.picklist(ADDRESS_SOURCES),
})
export type AddressSearchResult = v.InferOutput<typeof AddressSearchResultSchema>

/** GET /v1/address/search: at most ADDRESS_SEARCH_LIMIT items; total counts them (not every match). */
export const AddressSearchResultsSchema = listSchema(AddressSearchResultSchema)
export type AddressSearchResults = v.InferOutput<typeof AddressSearchResultsSchema>

export const STATE_CODES = COMPLIANCE_STATES.map((s) => s.code)

/**
 * GET /v1/address/parts: a typed address split as an Australian address is written
 * ("3/12 Smith St, Richmond VIC 3121" → line1 "3/12 Smith St", suburb "Richmond", state "VIC", postcode "3121").
 * Any part not found is null. suburbMatch is the suburb of GET /v1/meta/suburbs the parts name (by name, and
 * state or postcode where given), so the manual entry form can start with it chosen; null when none or several.
 */
export const AddressPartsSchema = v.object({
  line1: v.nullable(v.string()),
  suburb: v.nullable(v.string()),
  state: v.nullable(v.picklist(STATE_CODES)),
  postcode: v.nullable(v.string()),
  suburbMatch: v.nullable(SuburbSchema),
})
export type AddressParts = v.InferOutput<typeof AddressPartsSchema>

/**
 * POST /v1/address (201): the address, and the creation token that names it in a property request's
 * creation details ({ type: 'new-address', creationToken }). The token belongs to the requesting agency.
 */
export const CreatedAddressSchema = v.object({
  creationToken: v.string(),
  address: AddressSchema,
})
export type CreatedAddress = v.InferOutput<typeof CreatedAddressSchema>
