import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { NotificationSettingsQuerySchema, UpdateNotificationSettingsSchema } from './agency.ts'
import { DocumentAttributesBodySchema, DocumentAttributesFormSchema, DocumentListQuerySchema } from './documents.ts'
import { isStorableText, MAX_ID } from './fields.ts'
import { ForwardInvoiceSchema, ForwardQuoteSchema } from './forward-email.ts'
import { CancellationRequestBodySchema, holdRequestBodySchema, holdRequestFormSchema } from './holds.ts'
import { UpdateUserSettingsSchema } from './me.ts'
import { SuburbQuerySchema } from './meta.ts'
import { NewManagementsQuerySchema } from './new-managements.ts'
import {
  CreateServiceProviderSchema,
  NonManagedQuerySchema,
  PortfolioQuerySchema,
  updateServiceEntriesSchema,
} from './portfolio.ts'
import {
  AustralianAddressBodySchema,
  InternationalAddressBodySchema,
  PropertyIdParamSchema,
  ResidentialStatusFormSchema,
  UpdateResidentialStatusBodySchema,
  updateKeysBodySchema,
  updateKeysFormSchema,
} from './property.ts'
import { GasAppliancesSchema } from './service-dates.ts'
import { AgenciesQuerySchema, LoginRequestSchema, LogoutRequestSchema, SwitchAgencyRequestSchema } from './session.ts'
import { StatsQuerySchema } from './stats.ts'
import {
  AddLeaseAgreementFormSchema,
  ConfirmTenancyBodySchema,
  LeaseAgreementFormSchema,
  MarkVacantBodySchema,
  TenancyIdParamSchema,
} from './tenancy.ts'
import { AddTenancyBodySchema, OccupantsFormSchema, UpdateTenancyBodySchema } from './tenancy-bodies.ts'
import { AnalyticsQuerySchema } from './urgent-actions.ts'

/** Every schema that checks what a client sends: bodies, query strings, path ids and forms. */
const today = '2026-06-15'
const REQUEST_SCHEMAS: Record<string, v.GenericSchema> = {
  NotificationSettingsQuerySchema,
  UpdateNotificationSettingsSchema,
  DocumentAttributesBodySchema,
  DocumentAttributesFormSchema,
  DocumentListQuerySchema,
  ForwardInvoiceSchema,
  ForwardQuoteSchema,
  CancellationRequestBodySchema,
  holdRequestBodySchema: holdRequestBodySchema(today),
  holdRequestFormSchema: holdRequestFormSchema(today),
  UpdateUserSettingsSchema,
  SuburbQuerySchema,
  NewManagementsQuerySchema,
  CreateServiceProviderSchema,
  NonManagedQuerySchema,
  PortfolioQuerySchema,
  updateServiceEntriesSchema: updateServiceEntriesSchema(today),
  AustralianAddressBodySchema,
  InternationalAddressBodySchema,
  PropertyIdParamSchema,
  ResidentialStatusFormSchema,
  UpdateResidentialStatusBodySchema,
  updateKeysBodySchema: updateKeysBodySchema(today),
  updateKeysFormSchema: updateKeysFormSchema(today),
  GasAppliancesSchema,
  AgenciesQuerySchema,
  LoginRequestSchema,
  LogoutRequestSchema,
  SwitchAgencyRequestSchema,
  StatsQuerySchema,
  AddLeaseAgreementFormSchema,
  AddTenancyBodySchema,
  ConfirmTenancyBodySchema,
  LeaseAgreementFormSchema,
  MarkVacantBodySchema,
  OccupantsFormSchema,
  TenancyIdParamSchema,
  UpdateTenancyBodySchema,
  AnalyticsQuerySchema,
}

type Node = {
  kind: string
  type: string
  pipe?: Node[]
  requirement?: unknown
  entries?: Record<string, Node>
  item?: Node
  options?: Node[]
  wrapped?: Node
  items?: Node[]
}

/** Whether a pipe (or a schema piped into it) holds an action of `type` that `accepts`. */
function pipeHas(node: Node, type: string, accepts: (requirement: unknown) => boolean): boolean {
  return (node.pipe ?? []).some(
    (item) =>
      (item.type === type && accepts(item.requirement)) ||
      (item !== node && item.kind === 'schema' && pipeHas(item, type, accepts)),
  )
}

/** Each string and number a schema takes, with where it is, that is not held to the shared rules. */
function unguarded(node: Node, at: string): string[] {
  const here =
    node.type === 'string' && !pipeHas(node, 'check', (r) => r === isStorableText)
      ? [`${at}: text without textSchema`]
      : node.type === 'number' && !pipeHas(node, 'max_value', (r) => typeof r === 'number' && r <= MAX_ID)
        ? [`${at}: number without an upper bound`]
        : []
  const children: [string, Node][] = [
    ...Object.entries(node.entries ?? {}).map(([key, child]): [string, Node] => [`${at}.${key}`, child]),
    ...(node.item ? [[`${at}[]`, node.item] as [string, Node]] : []),
    ...(node.options ?? []).map((child, i): [string, Node] => [`${at}|${i}`, child]),
    ...(node.items ?? []).map((child, i): [string, Node] => [`${at}[${i}]`, child]),
    ...(node.wrapped ? [[at, node.wrapped] as [string, Node]] : []),
    // Schemas later in a pipe (after a transform) check values too; the first is the node's own base.
    ...(node.pipe ?? []).slice(1).flatMap((child): [string, Node][] => (child.kind === 'schema' ? [[at, child]] : [])),
  ]
  return [...here, ...children.flatMap(([path, child]) => unguarded(child, path))]
}

describe('request schemas', () => {
  it('hold every text to textSchema and every number to at most MAX_ID', () => {
    const problems = Object.entries(REQUEST_SCHEMAS).flatMap(([name, schema]) => unguarded(schema as Node, name))
    expect(problems).toEqual([])
  })

  // The check above proves the rules are used; these prove that what they let through PostgreSQL can store.
  it('let through only storable text and integers that fit PostgreSQL (fast-check)', { timeout: 20_000 }, () => {
    const nasty = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('\u0000', '\ud800', 'a\udfffb', '1e300', '2147483648', '99999999999'),
      fc.double(),
      fc.integer({ min: MAX_ID - 2, max: Number.MAX_SAFE_INTEGER }),
    )
    const outputsOk = (value: unknown): boolean => {
      if (typeof value === 'string') return isStorableText(value)
      if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) <= MAX_ID
      if (value && typeof value === 'object') return Object.values(value).every(outputsOk)
      return true
    }
    for (const schema of Object.values(REQUEST_SCHEMAS)) {
      const input = fc.oneof(nasty, fc.dictionary(fc.string(), nasty), fc.array(nasty))
      fc.assert(
        fc.property(input, (value) => {
          const result = v.safeParse(schema, value)
          return !result.success || outputsOk(result.output)
        }),
        { numRuns: 30 },
      )
    }
  })
})
