import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Address, AddressParts, CreateAddressBody } from '../../contract/addresses.ts'
import {
  ENROLMENT_V1_PAYLOAD_V1,
  type EnrolmentV1PayloadBody,
  type PropertyRequest,
  type PropertyRequestWorkflow,
  type StateWorkflow,
} from '../../contract/property-requests.ts'
import {
  CREATOR_TEXTS,
  type CreateInput,
  CreatorCallError,
  type CreatorInput,
  creatorMachine,
  type KnownAddress,
  type LoadedRequest,
  legacyHrefOf,
  type PayloadInput,
  type PreflightInput,
  usableWorkflows,
} from './creator.machine.ts'

const workflowOf = (id: number, name: string, versions: string[], legacyUrl: string | null = null): StateWorkflow => ({
  id,
  name,
  description: null,
  stateId: 2,
  state: 'NSW',
  temporalWorkflow: { payloadVersionsForNewExecutions: versions },
  useLegacyJobOrderPage: legacyUrl !== null,
  legacyJobOrderUrl: legacyUrl,
})
const enrolment = workflowOf(11, 'Enrolment', [ENROLMENT_V1_PAYLOAD_V1])
const legacy = workflowOf(12, 'One-off job', [], 'https://legacy.example/JobOrders/add')
const unsupported = workflowOf(13, 'Future', ['ENROLMENT_V2_PAYLOAD_V1'])

const suburb = { id: 4, name: 'Bondi', postcode: '2026', state: 'NSW' }
const addressOf = (complianceAddressId: number, fullAddress: string, compliancePropertyId: number | null): Address => ({
  complianceAddressId,
  line1: fullAddress.split(',')[0] ?? '',
  line2: null,
  line3: null,
  suburb,
  fullAddress,
  compliancePropertyId,
})
const payload = (notes: string): EnrolmentV1PayloadBody => ({ serviceIds: [1], notes })

function requestOf(id: number, address: Address): PropertyRequest {
  return {
    id,
    agencyId: 3,
    stateWorkflowId: 11,
    payloadVersionId: ENROLMENT_V1_PAYLOAD_V1,
    workflowName: 'Enrolment',
    creationDetails: { type: 'existing-address', complianceAddressId: address.complianceAddressId },
    address,
    agencyPortfolioPropertyId: null,
    state: 'DRAFT',
    version: 1,
    createdAt: '2026-11-25T01:00:00Z',
    createdBy: 'Grace',
    submittedAt: null,
    acceptedAt: null,
    history: [],
  }
}
function workflowStateOf(id: number, overrides: Partial<PropertyRequestWorkflow> = {}): PropertyRequestWorkflow {
  return {
    propertyRequestId: id,
    stateWorkflow: enrolment,
    payloadVersionId: ENROLMENT_V1_PAYLOAD_V1,
    state: 'DRAFT',
    version: 1,
    payload: null,
    allowedActions: ['EDIT_PAYLOAD', 'SUBMIT'],
    ...overrides,
  }
}

type Options = {
  input?: Partial<CreatorInput>
  workflows?: StateWorkflow[]
  loaded?: Partial<PropertyRequestWorkflow>
  fail?: Partial<Record<'address' | 'newAddress' | 'preflight' | 'create' | 'load' | 'save' | 'submit', Error>>
  parts?: AddressParts
}

const known: KnownAddress = {
  complianceAddressId: 7,
  compliancePropertyId: null,
  fullAddress: '1 Known St, Bondi NSW 2026',
}
const property = { kind: 'property', compliancePropertyId: 42, fullAddress: '42 Given Rd, Bondi NSW 2026' } as const

/** The creator with every call stood in for, recording what each was asked. */
function start(options: Options = {}) {
  const calls = {
    known: [] as KnownAddress[],
    parts: [] as string[],
    manual: [] as CreateAddressBody[],
    preflight: [] as PreflightInput[],
    create: [] as CreateInput[],
    save: [] as PayloadInput[],
    submit: [] as PayloadInput[],
    navigated: [] as string[],
    changed: [] as number[],
  }
  const failWith = (key: keyof NonNullable<Options['fail']>) => {
    const error = options.fail?.[key]
    if (error) throw error
  }
  const machine = creatorMachine.provide({
    actors: {
      getExistingFullAddress: fromPromise(async ({ input }: { input: KnownAddress }) => {
        calls.known.push(input)
        failWith('address')
        return addressOf(input.complianceAddressId, input.fullAddress, input.compliancePropertyId)
      }),
      getAddressParts: fromPromise(async ({ input }: { input: { text: string } }) => {
        calls.parts.push(input.text)
        return options.parts ?? { line1: null, suburb: null, state: null, postcode: null, suburbMatch: null }
      }),
      createAddress: fromPromise(async ({ input }: { input: CreateAddressBody }) => {
        calls.manual.push(input)
        failWith('newAddress')
        return { creationToken: 'tok-1', address: addressOf(70, `${input.line1}, Bondi NSW 2026`, null) }
      }),
      loadPreflightWorkflows: fromPromise(async ({ input }: { input: PreflightInput }) => {
        calls.preflight.push(input)
        failWith('preflight')
        const address =
          input.creationDetails.type === 'existing-property'
            ? addressOf(42, property.fullAddress, 42)
            : addressOf(7, known.fullAddress, null)
        return {
          agency: { id: input.agencyId, name: `Agency ${input.agencyId}` },
          address,
          workflows: options.workflows ?? [enrolment, legacy, unsupported],
        }
      }),
      createPropertyRequest: fromPromise(async ({ input }: { input: CreateInput }) => {
        calls.create.push(input)
        failWith('create')
        return requestOf(99, addressOf(7, known.fullAddress, null))
      }),
      loadPropertyRequest: fromPromise(async ({ input }: { input: { propertyRequestId: number } }) => {
        failWith('load')
        const id = input.propertyRequestId
        return {
          request: requestOf(id, addressOf(7, known.fullAddress, null)),
          workflow: workflowStateOf(id, options.loaded),
        } satisfies LoadedRequest
      }),
      savePayload: fromPromise(async ({ input }: { input: PayloadInput }) => {
        calls.save.push(input)
        failWith('save')
        return workflowStateOf(input.propertyRequestId, { version: input.version + 1 })
      }),
      submitPropertyRequest: fromPromise(async ({ input }: { input: PayloadInput }) => {
        calls.submit.push(input)
        failWith('submit')
        return workflowStateOf(input.propertyRequestId, { state: 'SUBMITTED', version: input.version + 1 })
      }),
    },
    actions: {
      navigateToLegacyPage: (_, params) => void calls.navigated.push(params.href),
      requestChanged: (_, params) => void calls.changed.push(params.propertyRequestId),
    },
  })
  const actor = createActor(machine, { input: { agencyId: 3, ...options.input } })
  actor.start()
  return { actor, calls }
}

const agencies = [
  { id: 3, name: 'Harbour' },
  { id: 5, name: 'Bayside' },
]

type Actor = ReturnType<typeof start>['actor']
const settle = (actor: Actor, state: Parameters<ReturnType<Actor['getSnapshot']>['matches']>[0]) =>
  waitFor(actor, (s) => s.matches(state), { timeout: 1000 })

describe('property request creator machine', () => {
  it('starts idle and opens at selectAddress without a property, keeping the starting search text', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'OPEN', start: { kind: 'address', query: '5 New St', agencyPortfolioPropertyId: 8 } })
    expect(actor.getSnapshot().value).toBe('selectAddress')
    expect(actor.getSnapshot().context.addressQuery).toBe('5 New St')
    expect(actor.getSnapshot().context.agencyPortfolioPropertyId).toBe(8)
  })

  it('opens at loadPreflightWorkflows with a property, asking for the property’s workflows', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'OPEN', start: property })
    expect(actor.getSnapshot().matches('loadPreflightWorkflows')).toBe(true)
    await settle(actor, 'selectWorkflow')
    expect(calls.preflight).toEqual([
      { agencyId: 3, creationDetails: { type: 'existing-property', compliancePropertyId: 42 }, manualAddress: null },
    ])
    expect(actor.getSnapshot().context.address?.fullAddress).toBe(property.fullAddress)
    expect(actor.getSnapshot().context.agencyName).toBe('Agency 3')
  })

  it('selectAddress → getExistingFullAddress → loadPreflightWorkflows → selectWorkflow, keeping only usable workflows', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'OPEN', start: { kind: 'address' } })
    actor.send({ type: 'SELECT_ADDRESS', address: known })
    expect(actor.getSnapshot().matches('getExistingFullAddress')).toBe(true)
    await settle(actor, { selectWorkflow: 'choosing' })
    expect(calls.known).toEqual([known])
    expect(calls.preflight[0]?.creationDetails).toEqual({ type: 'existing-address', complianceAddressId: 7 })
    // The unsupported payload version is dropped; the legacy one stays (§4).
    expect(actor.getSnapshot().context.workflows.map((w) => w.id)).toEqual([11, 12])
  })

  it('usableWorkflows keeps ENROLMENT_V1_PAYLOAD_V1 or the legacy page only', () => {
    expect(usableWorkflows([unsupported, legacy, enrolment])).toEqual([legacy, enrolment])
    expect(usableWorkflows([unsupported])).toEqual([])
  })

  it('a known address of one of the agency’s properties is requested as that property', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'OPEN', start: { kind: 'address' } })
    actor.send({ type: 'SELECT_ADDRESS', address: { ...known, compliancePropertyId: 42 } })
    await settle(actor, 'selectWorkflow')
    expect(calls.preflight[0]?.creationDetails).toEqual({ type: 'existing-property', compliancePropertyId: 42 })
  })

  it('selectAddress → createAddress prefills from the typed text, then creates the address by hand', async () => {
    const parts: AddressParts = {
      line1: '5 New St',
      suburb: 'Bondi',
      state: 'NSW',
      postcode: '2026',
      suburbMatch: suburb,
    }
    const { actor, calls } = start({ parts })
    actor.send({ type: 'OPEN', start: { kind: 'address' } })
    actor.send({ type: 'ENTER_ADDRESS_MANUALLY', text: '5 New St Bondi' })
    await settle(actor, { createAddress: 'editing' })
    expect(calls.parts).toEqual(['5 New St Bondi'])
    expect(actor.getSnapshot().context.addressParts).toEqual(parts)
    actor.send({ type: 'SUBMIT_ADDRESS', address: { line1: '5 New St', suburbId: 4 } })
    expect(actor.getSnapshot().matches({ createAddress: 'saving' })).toBe(true)
    await settle(actor, 'selectWorkflow')
    expect(calls.manual).toEqual([{ line1: '5 New St', suburbId: 4 }])
    expect(calls.preflight[0]).toEqual({
      agencyId: 3,
      creationDetails: { type: 'new-address', creationToken: 'tok-1' },
      manualAddress: { line1: '5 New St', suburbId: 4 },
    })
  })

  it('createAddress without typed text asks for no parts; BACK returns to selectAddress', () => {
    const { actor, calls } = start()
    actor.send({ type: 'OPEN', start: { kind: 'address' } })
    actor.send({ type: 'ENTER_ADDRESS_MANUALLY' })
    expect(actor.getSnapshot().matches({ createAddress: 'editing' })).toBe(true)
    expect(calls.parts).toEqual([])
    actor.send({ type: 'BACK' })
    expect(actor.getSnapshot().value).toBe('selectAddress')
  })

  it('a refused new address stays on the form with the server’s text and field messages', async () => {
    const refusal = new CreatorCallError('Invalid address', { line1: ['Address line 1 is required'] })
    const { actor } = start({ fail: { newAddress: refusal } })
    actor.send({ type: 'OPEN', start: { kind: 'address' } })
    actor.send({ type: 'ENTER_ADDRESS_MANUALLY' })
    actor.send({ type: 'SUBMIT_ADDRESS', address: { line1: '', suburbId: 4 } })
    await settle(actor, { createAddress: 'editing' })
    expect(actor.getSnapshot().context.error).toBe('Invalid address')
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ line1: ['Address line 1 is required'] })
  })

  it('asks for the requesting agency when the user has more than one, and preflights for the one chosen', async () => {
    const { actor, calls } = start({ input: { agencies } })
    actor.send({ type: 'OPEN', start: { kind: 'address' } })
    actor.send({ type: 'SELECT_ADDRESS', address: known })
    await settle(actor, { loadPreflightWorkflows: 'selectAgency' })
    expect(calls.preflight).toEqual([])
    actor.send({ type: 'SELECT_AGENCY', agencyId: 5 })
    await settle(actor, 'selectWorkflow')
    expect(calls.preflight[0]?.agencyId).toBe(5)
    expect(actor.getSnapshot().context.agencyName).toBe('Agency 5')
    // Back from the request types returns to the agency choice.
    actor.send({ type: 'BACK' })
    expect(actor.getSnapshot().matches({ loadPreflightWorkflows: 'selectAgency' })).toBe(true)
    actor.send({ type: 'BACK' })
    expect(actor.getSnapshot().value).toBe('selectAddress')
  })

  it('a given property is the session agency’s: no agency is asked even with several', async () => {
    const { actor, calls } = start({ input: { agencies } })
    actor.send({ type: 'OPEN', start: property })
    await settle(actor, 'selectWorkflow')
    expect(calls.preflight[0]?.agencyId).toBe(3)
  })

  it('auto-picks the one remaining workflow and goes to confirm; CONFIRM creates then edits the request', async () => {
    const { actor, calls } = start({ workflows: [enrolment, unsupported] })
    actor.send({ type: 'OPEN', start: property })
    await settle(actor, { selectWorkflow: 'confirm' })
    expect(actor.getSnapshot().context.workflow).toEqual(enrolment)
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().matches('createPropertyRequest')).toBe(true)
    await settle(actor, { editPropertyRequest: 'editing' })
    expect(calls.create).toEqual([
      {
        creationDetails: { type: 'existing-property', compliancePropertyId: 42 },
        stateWorkflowId: 11,
        payloadVersionId: ENROLMENT_V1_PAYLOAD_V1,
        agencyPortfolioPropertyId: null,
      },
    ])
    expect(actor.getSnapshot().context.propertyRequestId).toBe(99)
    expect(actor.getSnapshot().context.requestWorkflow?.version).toBe(1)
    expect(calls.changed).toEqual([99])
  })

  it('auto-picking a single legacy workflow navigates to the legacy page with the agency id and closes', async () => {
    const { actor, calls } = start({ workflows: [legacy, unsupported] })
    actor.send({ type: 'OPEN', start: property })
    await settle(actor, 'idle')
    expect(calls.navigated).toEqual([
      'https://legacy.example/JobOrders/add?agencyId=3&address=42+Given+Rd%2C+Bondi+NSW+2026&property_id=42',
    ])
    expect(calls.create).toEqual([])
  })

  it('choosing a legacy workflow among several navigates there with the address and agency id', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'OPEN', start: { kind: 'address', agencyPortfolioPropertyId: 8 } })
    actor.send({ type: 'SELECT_ADDRESS', address: known })
    await settle(actor, { selectWorkflow: 'choosing' })
    actor.send({ type: 'SELECT_WORKFLOW', stateWorkflowId: 12 })
    expect(actor.getSnapshot().value).toBe('idle')
    const href = new URL(calls.navigated[0] ?? '')
    expect(href.pathname).toBe('/JobOrders/add')
    expect(href.searchParams.get('agencyId')).toBe('3')
    expect(href.searchParams.get('address')).toBe(known.fullAddress)
    expect(href.searchParams.get('agencyPortfolioPropertyId')).toBe('8')
  })

  it('legacyHrefOf keeps a site-relative legacy URL relative', () => {
    const { actor } = start({ input: { agencyId: 4 } })
    const href = legacyHrefOf({ ...legacy, legacyJobOrderUrl: '/JobOrders/add' }, actor.getSnapshot().context)
    expect(href).toBe('/JobOrders/add?agencyId=4')
  })

  it('choosing a supported workflow goes to confirm; BACK returns to the choice, then to the address', async () => {
    const { actor } = start()
    actor.send({ type: 'OPEN', start: { kind: 'address' } })
    actor.send({ type: 'SELECT_ADDRESS', address: known })
    await settle(actor, { selectWorkflow: 'choosing' })
    actor.send({ type: 'SELECT_WORKFLOW', stateWorkflowId: 11 })
    expect(actor.getSnapshot().matches({ selectWorkflow: 'confirm' })).toBe(true)
    actor.send({ type: 'BACK' })
    expect(actor.getSnapshot().matches({ selectWorkflow: 'choosing' })).toBe(true)
    expect(actor.getSnapshot().context.workflow).toBeNull()
    actor.send({ type: 'BACK' })
    expect(actor.getSnapshot().value).toBe('selectAddress')
  })

  it('with no usable workflow it says so; BACK returns to the address', async () => {
    const { actor } = start({ workflows: [unsupported] })
    actor.send({ type: 'OPEN', start: { kind: 'address' } })
    actor.send({ type: 'SELECT_ADDRESS', address: known })
    await settle(actor, { selectWorkflow: 'none' })
    actor.send({ type: 'BACK' })
    expect(actor.getSnapshot().value).toBe('selectAddress')
  })

  it('BACK at an auto-picked confirm of a given property stays (nothing further back)', async () => {
    const { actor } = start({ workflows: [enrolment] })
    actor.send({ type: 'OPEN', start: property })
    await settle(actor, { selectWorkflow: 'confirm' })
    actor.send({ type: 'BACK' })
    expect(actor.getSnapshot().matches({ selectWorkflow: 'confirm' })).toBe(true)
  })

  it('a failed create returns to confirm with the server’s text', async () => {
    const { actor } = start({ workflows: [enrolment], fail: { create: new Error('Address is not serviceable') } })
    actor.send({ type: 'OPEN', start: property })
    await settle(actor, { selectWorkflow: 'confirm' })
    actor.send({ type: 'CONFIRM' })
    await settle(actor, { selectWorkflow: 'confirm' })
    expect(actor.getSnapshot().context.error).toBe('Address is not serviceable')
  })

  it('saves and submits the payload in editPropertyRequest, telling the app each time', async () => {
    const { actor, calls } = start({ workflows: [enrolment] })
    actor.send({ type: 'OPEN', start: property })
    await settle(actor, { selectWorkflow: 'confirm' })
    actor.send({ type: 'CONFIRM' })
    await settle(actor, { editPropertyRequest: 'editing' })
    actor.send({ type: 'SAVE', payload: payload('Gate code 12') })
    await settle(actor, { editPropertyRequest: 'saved' })
    expect(calls.save).toEqual([{ propertyRequestId: 99, version: 1, payload: payload('Gate code 12') }])
    // The submit goes with the version the save answered.
    actor.send({ type: 'SUBMIT', payload: payload('Gate code 1234') })
    await settle(actor, { editPropertyRequest: 'submitted' })
    expect(calls.submit).toEqual([{ propertyRequestId: 99, version: 2, payload: payload('Gate code 1234') }])
    expect(calls.changed).toEqual([99, 99, 99])
    expect(actor.getSnapshot().context.submitted).toBe(true)
  })

  it('a failed save or submit stays editing with the server’s text and field messages', async () => {
    const refusal = new CreatorCallError('Invalid payload', { notes: ['Message should be 500 characters or less'] })
    const { actor } = start({ workflows: [enrolment], fail: { submit: refusal } })
    actor.send({ type: 'OPEN', start: { kind: 'request', propertyRequestId: 5 } })
    await settle(actor, { editPropertyRequest: 'editing' })
    actor.send({ type: 'SUBMIT', payload: payload('x'.repeat(600)) })
    await settle(actor, { editPropertyRequest: 'editing' })
    expect(actor.getSnapshot().context.error).toBe('Invalid payload')
    expect(actor.getSnapshot().context.fieldErrors.notes).toEqual(['Message should be 500 characters or less'])
    expect(actor.getSnapshot().context.submitted).toBe(false)
  })

  it('continuing a draft opens at editPropertyRequest', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'OPEN', start: { kind: 'request', propertyRequestId: 5 } })
    expect(actor.getSnapshot().matches({ editPropertyRequest: 'loading' })).toBe(true)
    await settle(actor, { editPropertyRequest: 'editing' })
    expect(actor.getSnapshot().context.propertyRequestId).toBe(5)
    expect(calls.preflight).toEqual([])
  })

  it('a request without a workflow is fatal with the spec’s text', async () => {
    const { actor } = start({ loaded: { stateWorkflow: null, payloadVersionId: null } })
    actor.send({ type: 'OPEN', start: { kind: 'request', propertyRequestId: 5 } })
    await settle(actor, 'fatalError')
    expect(actor.getSnapshot().context.fatal).toBe(CREATOR_TEXTS.noWorkflowYet)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('a request whose workflow has no supported payload version is fatal with the spec’s text', async () => {
    const { actor } = start({ loaded: { stateWorkflow: unsupported, payloadVersionId: 'ENROLMENT_V2_PAYLOAD_V1' } })
    actor.send({ type: 'OPEN', start: { kind: 'request', propertyRequestId: 5 } })
    await settle(actor, 'fatalError')
    expect(actor.getSnapshot().context.fatal).toBe(CREATOR_TEXTS.unsupportedPayload)
  })

  it.each([
    ['a failed preflight', { preflight: new Error('Agency not found') }, 'Agency not found'],
    ['a failed address lookup', { address: new Error('Address not found') }, 'Address not found'],
  ] as const)('%s is fatal with the server’s text, and fatalError is final', async (_, fail, text) => {
    const { actor } = start({ fail })
    actor.send({ type: 'OPEN', start: { kind: 'address' } })
    actor.send({ type: 'SELECT_ADDRESS', address: known })
    await settle(actor, 'fatalError')
    expect(actor.getSnapshot().context.fatal).toBe(text)
    // Final: the actor is done, so no event moves it on (the modal's Close unmounts it).
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('a failed load of a request is fatal with the server’s text', async () => {
    const { actor } = start({ fail: { load: new Error('Property request not found') } })
    actor.send({ type: 'OPEN', start: { kind: 'request', propertyRequestId: 5 } })
    await settle(actor, 'fatalError')
    expect(actor.getSnapshot().context.fatal).toBe('Property request not found')
  })

  it('CLOSE asks for confirmation; HIDE_CLOSE_CONFIRMATION keeps the step; FORCE_CLOSE resets to idle', async () => {
    const { actor } = start()
    actor.send({ type: 'OPEN', start: { kind: 'address', query: 'abc' } })
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('selectAddress')
    expect(actor.getSnapshot().context.showCloseConfirmation).toBe(true)
    actor.send({ type: 'HIDE_CLOSE_CONFIRMATION' })
    expect(actor.getSnapshot().context.showCloseConfirmation).toBe(false)
    actor.send({ type: 'CLOSE' })
    actor.send({ type: 'FORCE_CLOSE' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ showCloseConfirmation: false, addressQuery: '', start: null })
    // It opens again from the start.
    actor.send({ type: 'OPEN', start: { kind: 'address' } })
    expect(actor.getSnapshot().value).toBe('selectAddress')
  })

  it('CLOSE with the confirmation disabled closes at once', () => {
    const { actor } = start({ input: { closeConfirmationDisabled: true } })
    actor.send({ type: 'OPEN', start: { kind: 'address' } })
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('CLOSE after submitting closes at once (nothing left to lose)', async () => {
    const { actor } = start()
    actor.send({ type: 'OPEN', start: { kind: 'request', propertyRequestId: 5 } })
    await settle(actor, { editPropertyRequest: 'editing' })
    actor.send({ type: 'SUBMIT', payload: payload('') })
    await settle(actor, { editPropertyRequest: 'submitted' })
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('a submitted request opens as submitted (nothing to lose on close)', async () => {
    const { actor } = start({ loaded: { state: 'SUBMITTED', allowedActions: [] } })
    actor.send({ type: 'OPEN', start: { kind: 'request', propertyRequestId: 5 } })
    await settle(actor, { editPropertyRequest: 'editing' })
    expect(actor.getSnapshot().context.submitted).toBe(true)
  })

  it('CLOSE is ignored while a call is in flight, so its result is never lost', () => {
    const { actor } = start()
    actor.send({ type: 'OPEN', start: property })
    expect(actor.getSnapshot().matches({ loadPreflightWorkflows: 'loading' })).toBe(true)
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().context.showCloseConfirmation).toBe(false)
  })
})
